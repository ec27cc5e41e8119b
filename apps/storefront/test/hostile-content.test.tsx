import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { Blocks } from "../app/blocks/Blocks";
import { flattenStrapi } from "../app/content/flatten";
import { normalisePage, type ContentIssue } from "../app/content/normalise";
import { footerSchema, headerSchema, navigationSchema } from "../app/content/schemas/shell";
import type { PlacedBlock } from "../app/blocks/block";
import { NavigationMenu } from "../app/layout/NavigationMenu";
import { SiteFooter } from "../app/layout/SiteFooter";
import { SiteHeader } from "../app/layout/SiteHeader";

/**
 * Hostile CMS content comes out of the real schemas and renderers inert. Script tags are the markdown
 * sanitiser's own tests; this covers the markup they do not, and the URL fields.
 */

const MEDIA_BASE = "http://content.test";
const VISIBLE = "Visible words";

/** Addresses a browser would run: a URL parser drops the whitespace and reads the scheme. */
const SCRIPT_URLS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " \tjavascript:alert(1)",
  "java\nscript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
];

/** Plus entity-encoded schemes (plain text in a URL field, so a path) and addresses that look like paths but leave the site. */
const HOSTILE_URLS = [
  ...SCRIPT_URLS,
  "&#106;avascript:alert(1)",
  "javascript&colon;alert(1)",
  "//evil.example/x",
  "/\\evil.example",
];

const HOSTILE_MARKUP = [
  `<img src=x onerror="alert(1)">${VISIBLE}`,
  `[${VISIBLE}](javascript:alert(1))`,
  `[${VISIBLE}](JaVaScRiPt:alert(1))`,
  `[${VISIBLE}](&#106;avascript:alert(1))`,
  `[${VISIBLE}](vbscript:msgbox(1))`,
  `[${VISIBLE}](data:text/html;base64,PHNjcmlwdD4=)`,
  `<a href="jav&#x09;ascript:alert(1)">${VISIBLE}</a>`,
  `<a href=" javascript:alert(1)" onclick="alert(1)">${VISIBLE}</a>`,
  `<iframe src="https://evil.example"></iframe>${VISIBLE}`,
  `<style>body{display:none}</style>${VISIBLE}`,
  `<svg><script>alert(1)</script></svg>${VISIBLE}`,
  `<div onmouseover="alert(1)">${VISIBLE}</div>`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">${VISIBLE}</button></form>`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">${VISIBLE}`,
];

/** Mutation XSS: by HTML's parsing rules everything after <style> is style text, so the whole of it goes. */
const MUTATION_XSS = `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>${VISIBLE}`;

/** A Strapi v4 media relation. */
function file(url: string, formatUrl = url) {
  return {
    data: {
      id: 7,
      attributes: {
        url,
        hash: "f",
        mime: "image/png",
        width: 800,
        height: 600,
        formats: { small: { url: formatUrl, hash: "f_s", mime: "image/png", width: 400, height: 300 } },
      },
    },
  };
}

const pageEntry = (blocks: unknown[]) => ({
  id: 1,
  attributes: { slug: "hostile", pageSeo: null, pageContent: blocks },
});

function parsePage(blocks: unknown[]): { blocks: PlacedBlock[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const page = normalisePage(pageEntry(blocks), { mediaBaseUrl: MEDIA_BASE, report: (issue) => issues.push(issue) });
  return { blocks: page?.blocks ?? [], issues };
}

function render(node: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <>{node}</> }]);
  return renderToString(<Stub />);
}

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, digits: string) => String.fromCodePoint(Number(digits)))
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&colon;/gi, ":");

/** Every URL-bearing attribute of every tag, decoded as a browser would before following it. */
function urlAttributes(html: string): string[] {
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  return tags.flatMap((tag) =>
    [...tag.matchAll(/\s(?:href|src|srcset|action|formaction|poster|data|xlink:href)\s*=\s*"([^"]*)"/gi)].map((match) =>
      decode(match[1] ?? ""),
    ),
  );
}

/** What a browser would run or follow off the site: nothing of the kind may be in the markup. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(iframe|object|embed|style|form|base)\b/i);
  // Attribute values are left out: an escaped `<svg onload=…>` inside a path is text, not an attribute.
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? [])
    expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son\w+\s*=/i);
  for (const url of urlAttributes(html)) {
    // A browser ignores whitespace and control characters inside a scheme; so does this check.
    const compact = [...url]
      .filter((character) => character.charCodeAt(0) > 0x20)
      .join("")
      .toLowerCase();
    expect(compact).not.toMatch(/^(javascript|vbscript):|^data:(?!image\/(png|jpeg|webp|gif))/);
    expect(compact).not.toMatch(/^[/\\]{2}/);
  }
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe("hostile markdown and rich text", () => {
  it.each(HOSTILE_MARKUP)("renders %j inert with its words kept", (markup) => {
    const { blocks, issues } = parsePage([
      { __component: "blocks.page-intro", id: 1, heading: "Intro", text: markup },
      { __component: "blocks.blog-rich-text", id: 2, text: markup },
      { __component: "blocks.experts", id: 3, heading: "Experts", text: markup, experts: [] },
    ]);
    expect(issues).toEqual([]);
    expect(blocks).toHaveLength(3);
    const html = render(<Blocks blocks={blocks} />);
    expectInert(html);
    expect(html.split(VISIBLE).length - 1).toBe(3);
  });

  it("drops markup built to mutate into a script, with nothing reported", () => {
    const { blocks, issues } = parsePage([
      { __component: "blocks.blog-rich-text", id: 1, text: `Before. ${MUTATION_XSS}` },
    ]);
    expect(issues).toEqual([]);
    const html = render(<Blocks blocks={blocks} />);
    expectInert(html);
    expect(html).toContain("Before.");
  });
});

describe("hostile addresses in link and media fields", () => {
  it.each(HOSTILE_URLS)("keeps button and contact links on the site or inert: %j", (url) => {
    const button = { text: "Measure up", link: url, arrow: true, isVisible: true };
    const { blocks, issues } = parsePage([
      { __component: "blocks.how-it-works-intro", id: 1, heading: "How it works", button },
      { __component: "blocks.measure-about", id: 2, heading: "Measure", button },
      {
        __component: "blocks.contact-details",
        id: 3,
        heading: "Get in touch",
        contacts: (["email", "phone", "address"] as const).map((type) => ({
          type,
          linkUrl: url,
          linkText: `${type} us`,
        })),
      },
    ]);
    expect(issues).toEqual([]);
    const html = render(<Blocks blocks={blocks} />);
    expectInert(html);
    expect(html.match(/Measure up/g)).toHaveLength(2);
    expect(html).toContain("phone us");
  });

  it.each(SCRIPT_URLS)("drops a picture at %j with a log line and keeps the text", (url) => {
    const { blocks, issues } = parsePage([
      { __component: "blocks.page-intro", id: 1, heading: VISIBLE, image: file(url, "/uploads/ok.png") },
    ]);
    expect(issues).toEqual([]);
    const html = render(<Blocks blocks={blocks} />);
    expectInert(html);
    expect(html).toContain(VISIBLE);
    expect(html).not.toMatch(/<img/);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[content\] dropped a media file/));
  });

  it.each(SCRIPT_URLS)("never writes a CMS rendition at %j: the picture route makes its own", (url) => {
    const { blocks, issues } = parsePage([
      { __component: "blocks.page-intro", id: 1, heading: VISIBLE, image: file("/uploads/ok.png", url) },
    ]);
    expect(issues).toEqual([]);
    const html = render(<Blocks blocks={blocks} />);
    expectInert(html);
    expect(html).toMatch(/<img src="\/_image\/ok\.png\?src=http%3A%2F%2Fcontent\.test%2Fuploads%2Fok\.png"/);
  });

  it.each(SCRIPT_URLS)("refuses a video at %j: the block is reported and skipped", (url) => {
    const { blocks, issues } = parsePage([
      {
        __component: "blocks.product-video",
        id: 1,
        heading: "How to measure",
        video: { data: { id: 3, attributes: { url, hash: "v", mime: "video/mp4" } } },
        videoSteps: [],
      },
      { __component: "blocks.page-intro", id: 2, heading: VISIBLE },
    ]);
    expect(issues).toEqual([
      expect.objectContaining({ problem: "malformed-block", detail: expect.stringContaining("web address") }),
    ]);
    const html = render(<Blocks blocks={blocks} />);
    expectInert(html);
    expect(html).toContain(VISIBLE);
  });
});

describe("hostile content in the site shell", () => {
  it.each(HOSTILE_URLS)("renders header, menu and footer inert with %j in every link and picture", (url) => {
    const options = { mediaBaseUrl: MEDIA_BASE, report: () => undefined };
    const header = headerSchema.parse(
      flattenStrapi(
        {
          logo: file(url),
          button: { text: "Buy now", link: url, isVisible: true },
          headerItems: [{ itemType: "account", label: "Account", link: url, icon: file(url), iconMobile: file(url) }],
        },
        options,
      ),
    );
    const cta = { heading: "Need help?", buttonText: "Ask us", buttonLink: url };
    const navigation = navigationSchema.parse(
      flattenStrapi(
        {
          navigationList: [{ category: "Shop", navigationItem: [{ label: "Sheets", link: url }] }],
          ctaBlock: [cta],
          image: file(url),
        },
        options,
      ),
    );
    const footer = footerSchema.parse(
      flattenStrapi(
        {
          logo: file(url),
          ctaBlocks: [cta],
          footerSocial: {
            heading: "Follow us",
            socials: [
              { label: "Instagram", url, icon: file(url) },
              { label: "Pinterest", url: "https://pinterest.example/bedsmade" },
            ],
          },
          footerLegal: [{ label: "Privacy", page: { data: { id: 2, attributes: { slug: url } } } }],
          copyright: "© Bedsmade",
        },
        options,
      ),
    );
    const html = render(
      <>
        <SiteHeader
          header={header}
          hasMenu
          menuOpen={false}
          onToggleMenu={() => undefined}
          onCloseMenu={() => undefined}
        />
        <NavigationMenu navigation={navigation} logo={header?.logo ?? null} open onClose={() => undefined} />
        <SiteFooter footer={footer} subscribeModal={null} />
      </>,
    );
    expectInert(html);
    for (const words of ["Buy now", "Account", "Sheets", "Ask us", "Pinterest", "Privacy"])
      expect(html).toContain(words);
  });
});
