import { describe, expect, it } from "vitest";
import { flattenStrapi } from "../app/content/flatten";
import { normalisePage, slugOfEntry, type ContentIssue } from "../app/content/normalise";
import { headerSchema } from "../app/content/schemas/shell";
import { recordedAnswer, type ResponseFormat } from "./fixtures/cms/recorded";

const mediaBaseUrl = "http://content.test:1337";

type Json = Record<string, unknown>;
type RecordedFile = {
  url: string;
  alternativeText: string;
  width: number;
  height: number;
  mime: string;
  formats: Record<string, { url: string; width: number; height: number }>;
  placeholderColour: string | null;
  fileVersion?: string | null;
};

function normaliseWithIssues(entry: unknown) {
  const issues: ContentIssue[] = [];
  const page = normalisePage(entry, { mediaBaseUrl, report: (issue) => issues.push(issue) });
  return { page, issues };
}

/** The seed's home page as the real CMS answered it (test/fixtures/cms), in either shape. */
function recordedHome(format: ResponseFormat): Json {
  const home = (recordedAnswer(format, "pages") as { data: Json[] }).data.find(
    (entry) => slugOfEntry(entry) === "home",
  );
  if (!home) throw new Error(`the recorded ${format} pages have no home page`);
  return home;
}

/** The recorded home page's dynamic zone, in either shape. */
function recordedZone(format: ResponseFormat): Json[] {
  const home = recordedHome(format);
  return (format === "v5" ? home.pageContent : (home.attributes as Json).pageContent) as Json[];
}

/**
 * The seed is clean, so broken and hostile blocks are written by hand, each one a case to handle.
 */
function pageWithZone(format: ResponseFormat, zone: unknown[]): Json {
  const home = recordedHome(format);
  if (format === "v5") return { ...home, pageContent: zone };
  return { ...home, attributes: { ...(home.attributes as Json), pageContent: zone } };
}

describe("normalisePage", () => {
  it("maps the recorded home page's SEO, buttons and media into domain types, with absolute media URLs", () => {
    const raw = recordedHome("v5") as {
      pageSeo: Json & { metaKeywords: { keyword: string }[]; metaImage: RecordedFile };
      pageContent: Json[];
    };
    const rawIntro = raw.pageContent[0] as Json & { id: number; button: Json; image: RecordedFile };
    const absolute = (url: string) => `${mediaBaseUrl}${url}`;

    for (const format of ["v4", "v5"] as const) {
      const { page, issues } = normaliseWithIssues(recordedHome(format));
      expect(issues).toEqual([]);
      expect(page?.seo).toEqual({
        title: raw.pageSeo.metaTitle,
        description: raw.pageSeo.metaDescription,
        keywords: raw.pageSeo.metaKeywords.map((item) => item.keyword.trim()),
        image: expect.objectContaining({ url: absolute(raw.pageSeo.metaImage.url) }),
      });
      const intro = page?.blocks[0];
      if (intro?.component !== "blocks.home-intro") throw new Error("the home page should open with its intro");
      expect(intro).toMatchObject({
        key: `blocks.home-intro:${rawIntro.id}`,
        heading: rawIntro.heading,
        button: {
          text: rawIntro.button.text,
          href: `/${String(rawIntro.button.link)}`,
          arrow: rawIntro.button.arrow,
          backgroundColour: rawIntro.button.backgroundColour,
        },
        backgroundColour: rawIntro.backgroundColour,
      });
      expect(intro.image).toEqual({
        url: absolute(rawIntro.image.url),
        libraryName: rawIntro.image.url.replace("/uploads/", ""),
        alt: rawIntro.image.alternativeText,
        width: rawIntro.image.width,
        height: rawIntro.image.height,
        mime: rawIntro.image.mime,
        colour: rawIntro.image.placeholderColour,
        version: rawIntro.image.fileVersion ?? null,
      });
      expect(intro.image?.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("drops malformed and unknown blocks, reports each, and keeps the rest in order, the same in both shapes", () => {
    const normalised = (["v4", "v5"] as const).map((format) => {
      const [first, second] = recordedZone(format);
      return normaliseWithIssues(
        pageWithZone(format, [
          first,
          { id: 90, __component: "blocks.home-intro", subHeading: "No heading here" },
          { id: 91, __component: "blocks.mystery-widget", heading: "Not ours" },
          { id: 92, heading: "No component uid" },
          second,
        ]),
      );
    });
    const [v4, v5] = normalised;
    const kept = recordedZone("v5").slice(0, 2);
    expect(v5?.page?.blocks.map((block) => block.key)).toEqual(
      kept.map((block) => `${String(block.__component)}:${String(block.id)}`),
    );
    expect(v5?.issues.map(({ problem, where }) => ({ problem, where }))).toEqual([
      { problem: "malformed-block", where: 'page "home", block 1 (blocks.home-intro)' },
      { problem: "unknown-block", where: 'page "home", block 2 (blocks.mystery-widget)' },
      { problem: "malformed-block", where: 'page "home", block 3' },
    ]);
    expect(v5?.issues[0]?.detail).toContain("heading");
    expect(v4).toEqual(v5);
  });

  it("applies content defaults: a hidden button vanishes, no picture is null, a missing colour is neutral-white", () => {
    const { page } = normaliseWithIssues(
      pageWithZone("v4", [
        {
          id: 3,
          __component: "blocks.home-intro",
          heading: "A second intro",
          button: { id: 2, text: "Hidden", arrow: false, link: "", backgroundColour: null, isVisible: false },
          image: { data: null },
          backgroundColour: null,
        },
      ]),
    );
    expect(page?.blocks[0]).toMatchObject({
      heading: "A second intro",
      button: null,
      image: null,
      backgroundColour: "neutral-white",
    });
  });

  it("keeps a media URL that is already absolute (a cloud upload provider's) as it is", () => {
    const url = "https://storage.example.com/bucket/og_default_b2/og_default_b2.svg";
    const file = {
      name: "og-default.svg",
      alternativeText: "Bedsmade",
      width: null,
      height: null,
      formats: null,
      hash: "og_default_b2",
      ext: ".svg",
      mime: "image/svg+xml",
      url,
    };
    const home = recordedHome("v4");
    const attributes = home.attributes as Json;
    const { page } = normaliseWithIssues({
      ...home,
      attributes: {
        ...attributes,
        pageSeo: { ...(attributes.pageSeo as Json), metaImage: { data: { id: 7, attributes: file } } },
      },
    });
    expect(page?.seo.image).toEqual({
      url,
      libraryName: null,
      alt: "Bedsmade",
      width: null,
      height: null,
      mime: "image/svg+xml",
      colour: null,
      version: null,
    });
  });

  /** The recorded home intro's picture, normalised with some of its CMS fields changed. */
  function homeIntroImage(change: Json) {
    const home = recordedHome("v5") as { pageContent: Json[] };
    const [first, ...rest] = home.pageContent as (Json & { image: Json })[];
    const { page } = normaliseWithIssues({
      ...home,
      pageContent: [{ ...first, image: { ...first?.image, ...change } }, ...rest],
    });
    const block = page?.blocks[0];
    return block?.component === "blocks.home-intro" ? block.image : undefined;
  }

  it("names a file of the CMS's own library, and no file kept elsewhere or whose name is not the library's", () => {
    expect(homeIntroImage({})?.libraryName).toMatch(/^home_hero_\w+\.webp$/);
    expect(
      homeIntroImage({ provider: "aws-s3", url: "https://bucket.example.com/uploads/home_hero.webp" })?.libraryName,
    ).toBeNull();
    expect(homeIntroImage({ hash: "../../admin", url: "/uploads/../../admin.webp" })?.libraryName).toBeNull();
    expect(homeIntroImage({ hash: "other_name" })?.libraryName).toBeNull();
    expect(homeIntroImage({ provider: 42, hash: ["x"] })).toMatchObject({ libraryName: null, alt: expect.any(String) });
  });

  it("keeps a placeholder colour only when it is #rrggbb: it lands in a style attribute", () => {
    const intro = (colour: unknown) => homeIntroImage({ placeholderColour: colour });
    expect(intro("#D8CFC0")?.colour).toBe("#D8CFC0");
    for (const hostile of ["red;background-image:url(https://evil.test/x)", "#d8cfc0;", "expression(alert(1))", 42]) {
      expect(intro(hostile)).toMatchObject({ colour: null, url: expect.stringMatching(/^http/) });
    }
  });

  it("keeps a picture's version only when it is the CMS's 16 hex digits: it lands in the picture's address", () => {
    const intro = (version: unknown) => homeIntroImage({ fileVersion: version });
    expect(intro("0123456789abcdef")?.version).toBe("0123456789abcdef");
    for (const hostile of ["0123456789abcdef&w=2400", "../../admin", "0123456789ABCDEF", 42]) {
      expect(intro(hostile)).toMatchObject({ version: null, url: expect.stringMatching(/^http/) });
    }
  });

  it("rejects an entry without a slug and reports it", () => {
    const { page, issues } = normaliseWithIssues({ id: 9, attributes: { pageContent: [] } });
    expect(page).toBeNull();
    expect(issues).toEqual([expect.objectContaining({ problem: "malformed-entry", where: "page" })]);
  });
});

describe("flattenStrapi", () => {
  it("keeps the documentId that Strapi 5's v4 answers send beside attributes, and invents none for Strapi 4", () => {
    const options = { mediaBaseUrl };
    expect(flattenStrapi({ id: 1, documentId: "k2d8s0home", attributes: { slug: "home" } }, options)).toEqual({
      id: 1,
      documentId: "k2d8s0home",
      slug: "home",
    });
    expect(flattenStrapi({ id: 1, attributes: { slug: "home" } }, options)).toEqual({ id: 1, slug: "home" });
  });
});

describe("the header", () => {
  it("keeps only visible items and links the account item to its page", () => {
    const header = headerSchema.parse(
      flattenStrapi(
        {
          id: 1,
          attributes: {
            logo: { data: null },
            backgroundColour: "neutral-1",
            button: {
              id: 1,
              text: "Buy now",
              arrow: false,
              link: "buy",
              backgroundColour: "primary-blue",
              isVisible: true,
            },
            headerItems: [
              { id: 1, itemType: "account", label: "Account", link: "account", isVisible: true },
              { id: 2, itemType: "cart", label: "Cart", link: null, isVisible: false },
            ],
          },
        },
        { mediaBaseUrl },
      ),
    );
    expect(header).toEqual({
      logo: null,
      backgroundColour: "neutral-1",
      button: { text: "Buy now", href: "/buy", arrow: false, backgroundColour: "primary-blue" },
      items: [{ kind: "account", label: "Account", href: "/account", icon: null, iconMobile: null }],
    });
  });
});
