import { signPreviewLink, verifyPreviewLink } from "@bedsmade/form-rules";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms } from "../../../test-support/cms";
import { freePort, stopAll } from "../../../test-support/processes";
import { signIn } from "../../../test-support/cms-admin";
import { startShopService, startStorefront } from "./support/stack";

/**
 * The preview against the real CMS, shop and storefront: a draft FAQs heading reaches the editor through
 * the admin's Preview address, while shoppers keep the published one.
 */

const STACK_START_MS = 300_000;
/** Several renders and admin calls on a busy machine; a bound, not a speed claim. */
const STEP_MS = 60_000;
const PAGE = "api::page.page";
const CONTENT_API_TOKEN = "storefront-token-for-the-preview-test-0123456789abcdef";
const PREVIEW_SECRET = "preview-secret-for-the-preview-test-0123456789";
const PUBLISHED_HEADING = "Frequently asked questions";
const DRAFT_HEADING = "Your questions, answered in draft";

let dataDir: string;
let cmsUrl: string;
let storefrontUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "bedsmade-preview-"));
  const [cmsPort, shopPort, storefrontPort] = await Promise.all([freePort(), freePort(), freePort()]);
  cmsUrl = `http://127.0.0.1:${cmsPort}`;
  storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  await Promise.all([
    startCms({
      port: cmsPort,
      dataDir: path.join(dataDir, "cms"),
      env: { CONTENT_API_TOKEN, PREVIEW_SECRET, STOREFRONT_URL: storefrontUrl },
    }),
    startShopService(shopPort, path.join(dataDir, "shop")),
  ]);
  const storefront = await startStorefront({
    PORT: String(storefrontPort),
    CONTENT_API_URL: cmsUrl,
    CONTENT_API_TOKEN,
    PREVIEW_SECRET,
    SHOP_API_URL: `http://127.0.0.1:${shopPort}/api/2026-04/graphql.json`,
  });
  expect(storefront.port).toBe(storefrontPort);
}, STACK_START_MS);

afterAll(async () => {
  await stopAll();
  await rm(dataDir, { recursive: true, force: true });
});

async function page(pathname: string, cookie?: string) {
  const response = await fetch(`${storefrontUrl}${pathname}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  const html = await response.text();
  return { response, html, heading: /<h1\b[^>]*>([^<]*)</.exec(html)?.[1] };
}

/** The page and version a link from the admin opens, read as the storefront reads it. */
async function linkTarget(link: string | undefined) {
  const url = new URL(link ?? "");
  expect(`${url.origin}${url.pathname}`).toBe(`${storefrontUrl}/api/preview`);
  const checked = await verifyPreviewLink(url.searchParams.get("token"), PREVIEW_SECRET);
  return checked.ok ? { path: checked.path, status: checked.status } : checked;
}

/** The cookie a browser would keep from a response (name=value), or undefined. */
const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0];

describe("the CMS's side of the preview", () => {
  it(
    "keeps drafts from anonymous readers and gives them to the storefront's token",
    async () => {
      const draftsUrl = `${cmsUrl}/api/pages?status=draft&filters[slug][$eq]=faqs`;
      expect((await fetch(draftsUrl)).status).toBe(403);
      expect((await fetch(draftsUrl, { headers: { Authorization: "Bearer not-the-token" } })).status).toBe(401);
      expect((await fetch(draftsUrl, { headers: { Authorization: `Bearer ${CONTENT_API_TOKEN}` } })).status).toBe(200);
    },
    STEP_MS,
  );

  it(
    "points the admin's Preview of a page or an article at its page, of the site's chrome at home, and of the purchase flow's modals at /buy",
    async () => {
      const admin = await signIn(cmsUrl);
      const faqs = await admin.documentIdOf(PAGE, "faqs");
      const home = await admin.documentIdOf(PAGE, "home");
      const article = await admin.documentIdOf("api::blog-article.blog-article", "hotel-bed-at-home");
      const opens = async (uid: string, params: Record<string, string>) =>
        linkTarget(await admin.previewUrl(uid, params));
      expect(await opens(PAGE, { documentId: faqs, status: "draft" })).toEqual({ path: "/faqs", status: "draft" });
      expect(await opens(PAGE, { documentId: home, status: "published" })).toEqual({ path: "/", status: "published" });
      expect(await opens("api::blog-article.blog-article", { documentId: article, status: "draft" })).toEqual({
        path: "/hotel-bed-at-home",
        status: "draft",
      });
      expect(await opens("api::header.header", { status: "draft" })).toEqual({ path: "/", status: "draft" });
      expect(await opens("api::footer.footer", { status: "published" })).toEqual({ path: "/", status: "published" });
      expect(await opens("api::info-modal.info-modal", { status: "draft" })).toEqual({ path: "/buy", status: "draft" });
      const testimonial = (await admin.call("GET", "/content-manager/collection-types/api::testimonial.testimonial"))
        .results[0].documentId;
      expect(
        await admin.previewUrl("api::testimonial.testimonial", { documentId: testimonial, status: "draft" }),
      ).toBeUndefined();
    },
    STEP_MS,
  );

  it(
    "gives a new link each time the admin asks for the same page, and none carries the secret",
    async () => {
      const admin = await signIn(cmsUrl);
      const faqs = await admin.documentIdOf(PAGE, "faqs");
      const first = await admin.previewUrl(PAGE, { documentId: faqs, status: "draft" });
      const second = await admin.previewUrl(PAGE, { documentId: faqs, status: "draft" });
      expect(first).not.toBe(second);
      for (const link of [first, second]) {
        expect(link).not.toContain(PREVIEW_SECRET);
        expect(decodeURIComponent(link ?? "")).not.toContain(PREVIEW_SECRET);
        expect([...new URL(link ?? "").searchParams.keys()]).toEqual(["token"]);
      }
    },
    STEP_MS,
  );
});

describe("a preview shows a draft that the public page does not", () => {
  it(
    "from the admin's draft, through the preview entry and back out",
    async () => {
      const admin = await signIn(cmsUrl);
      const documentId = await admin.documentIdOf(PAGE, "faqs");
      const draft = await admin.draft(PAGE, documentId);
      const blocks = draft.pageContent as { __component: string; heading?: string }[];
      const intro = blocks.find((block) => block.__component === "blocks.page-intro");
      expect(intro?.heading).toBe(PUBLISHED_HEADING);
      await admin.saveDraft(PAGE, documentId, {
        ...draft,
        pageContent: blocks.map((block) => (block === intro ? { ...block, heading: DRAFT_HEADING } : block)),
      });

      const shoppers = await page("/faqs");
      expect(shoppers.heading).toBe(PUBLISHED_HEADING);
      expect(shoppers.html).not.toContain("preview-bar");
      expect(shoppers.response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(shoppers.response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");

      const entryUrl = await admin.previewUrl(PAGE, { documentId, status: "draft" });
      const entry = await fetch(entryUrl ?? "", { redirect: "manual" });
      expect(entry.status).toBe(303);
      expect(entry.headers.get("Location")).toBe("/faqs");
      const cookie = cookieOf(entry);
      expect(cookie).toMatch(/^bedsmade_preview=draft\./);

      const editor = await page("/faqs", cookie);
      expect(editor.response.status).toBe(200);
      expect(editor.heading).toBe(DRAFT_HEADING);
      expect(editor.html).toMatch(/<aside class="preview-bar" aria-label="Preview">/);
      expect(editor.html).toContain('href="/api/preview/exit?path=%2Ffaqs"');
      expect(editor.response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(editor.response.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(editor.response.headers.get("Content-Security-Policy")).toMatch(
        new RegExp(`frame-ancestors ${cmsUrl}(;|$)`),
      );
      expect(editor.response.headers.get("X-Frame-Options")).toBeNull();

      // What the editor saw was never kept for anyone else.
      expect((await page("/faqs")).heading).toBe(PUBLISHED_HEADING);
      expect((await page("/faqs", cookie?.replace("=draft.", "=published."))).heading).toBe(PUBLISHED_HEADING);

      const exit = await fetch(`${storefrontUrl}/api/preview/exit?path=%2Ffaqs`, {
        headers: { Cookie: cookie ?? "" },
        redirect: "manual",
      });
      expect(exit.status).toBe(303);
      expect(exit.headers.get("Location")).toBe("/faqs");
      const after = await page("/faqs", cookieOf(exit));
      expect(after.heading).toBe(PUBLISHED_HEADING);
      expect(after.html).not.toContain("preview-bar");
    },
    STEP_MS,
  );

  it(
    "refuses the old link that carried the secret, and a link that has expired",
    async () => {
      const old = await fetch(`${storefrontUrl}/api/preview?secret=${PREVIEW_SECRET}&path=%2Ffaqs&status=draft`, {
        redirect: "manual",
      });
      expect(old.status).toBe(401);
      expect(await old.text()).toBe("This preview link is not valid. Open the preview again from the CMS.");
      expect(old.headers.get("Set-Cookie")).toBeNull();

      const elevenMinutesAgo = Date.now() - 11 * 60_000;
      const token = await signPreviewLink(PREVIEW_SECRET, { path: "/faqs", status: "draft" }, elevenMinutesAgo);
      const expired = await fetch(`${storefrontUrl}/api/preview?token=${token}`, { redirect: "manual" });
      expect(expired.status).toBe(401);
      expect(await expired.text()).toBe("This preview link has expired. Open the preview again from the CMS.");
      expect(expired.headers.get("Set-Cookie")).toBeNull();
    },
    STEP_MS,
  );
});

describe("a preview of the header", () => {
  it(
    "shows its draft on the home page to the editor alone",
    async () => {
      const HEADER = "api::header.header";
      const DRAFT_BUTTON = "Build your set (draft)";
      const admin = await signIn(cmsUrl);
      const draft = await admin.singleDraft(HEADER);
      await admin.saveSingleDraft(HEADER, { ...draft, button: { ...draft.button, text: DRAFT_BUTTON } });

      const entry = await fetch((await admin.previewUrl(HEADER, { status: "draft" })) ?? "", { redirect: "manual" });
      expect(entry.headers.get("Location")).toBe("/");
      expect((await page("/", cookieOf(entry))).html).toContain(DRAFT_BUTTON);
      expect((await page("/")).html).not.toContain(DRAFT_BUTTON);
      await admin.saveSingleDraft(HEADER, draft);
    },
    STEP_MS,
  );
});
