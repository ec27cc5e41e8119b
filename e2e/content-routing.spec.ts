import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { z } from "zod";
import { ARTICLE, cmsAdmin, createAndPublish, editDocument } from "./support/cms-admin";
import { block, readCollection, readEntry, type CollectionType } from "./support/content";

/**
 * Routing, redirects, caching headers, SEO and revalidation, against the whole stack. Expected copy
 * is read from the CMS (support/content.ts), never written here.
 */

// Development mode compiles each route on first visit; give it time without sleeping.
const FIRST_RENDER = { timeout: 30_000 };
const CONTENT_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=3604800, stale-while-revalidate=86400";

const entry = z.looseObject({
  slug: z.string(),
  heading: z.string().optional(),
  pageSeo: z.object({ metaTitle: z.string(), metaDescription: z.string().nullish() }),
  pageContent: z.array(block).optional(),
});
const readEntries = (request: APIRequestContext, name: CollectionType) => readCollection(request, name, entry);

/** Every `heading` string anywhere in a page's blocks: the page's h1 must be one of them. */
function headingsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(headingsOf);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    key === "heading" && typeof field === "string" ? [field.trim()] : headingsOf(field),
  );
}

/**
 * The CMS editing journey changes the home heading for a moment, so when page and CMS differ both
 * are read again until they agree.
 */
async function expectHeadingFromCms(page: Page, request: APIRequestContext, slug: string): Promise<void> {
  await expect(async () => {
    const current = await readEntry(request, "pages", slug, entry);
    const shown = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const headings = headingsOf(current.pageContent);
    if (!headings.includes(shown)) await page.reload();
    expect(headings, `/${slug}`).toContain(shown);
  }).toPass({ timeout: 30_000 });
}

/** Opens a page and waits for React to take over; the first visit to a route compiles it in development. */
async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toBeAttached(FIRST_RENDER);
}

async function jsonLdTypes(page: Page): Promise<unknown[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as unknown);
}

test.describe("content routes", () => {
  test.describe.configure({ timeout: 240_000 });

  test("every content page renders its own content with SEO tags and CDN caching", async ({ page, request }) => {
    const pages = (await readEntries(request, "pages")).filter((item) => !["404", "buy"].includes(item.slug));
    expect(pages.length).toBeGreaterThan(5);
    for (const item of pages) {
      const url = item.slug === "home" ? "/" : `/${item.slug}`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      expect((await response?.allHeaders())?.["cache-control"], url).toBe(CONTENT_CACHE_CONTROL);
      expect((await response?.allHeaders())?.["set-cookie"], url).toBeUndefined();
      await expect(page, url).toHaveTitle(item.pageSeo.metaTitle);
      await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute(
        "href",
        new RegExp(`^https?://[^/]+${url}$`),
      );
      await expect(page.getByRole("heading", { level: 1 }), url).toHaveCount(1, FIRST_RENDER);
      await expectHeadingFromCms(page, request, item.slug);
      const types = (await jsonLdTypes(page)).map((document) => (document as { "@type": string })["@type"]);
      expect(types, url).toEqual(expect.arrayContaining(["Organization", "BreadcrumbList"]));
    }
  });

  test("an article slug shows the article under the blog intro", async ({ page, request }) => {
    const [articles, pages] = await Promise.all([readEntries(request, "blog-articles"), readEntries(request, "pages")]);
    const article = articles.find((item) => item.slug === "linen-care-guide") ?? articles[0];
    const intro = pages
      .find((item) => item.slug === "blog")
      ?.pageContent?.find((block) => block.__component === "blocks.blog-intro-text");
    if (!article?.heading || typeof intro?.heading !== "string")
      throw new Error("the seed has no article or no blog intro");

    const response = await page.goto(`/${article.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.heading, FIRST_RENDER);
    // The journal's name sits above the article as text: the page's outline opens with the article's h1.
    await expect(page.locator("main").getByText(intro.heading, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: intro.heading })).toHaveCount(0);
    await expect(page).toHaveTitle(article.pageSeo.metaTitle);
    const posting = (await jsonLdTypes(page)).find(
      (document) => (document as { "@type": string })["@type"] === "BlogPosting",
    );
    expect(posting).toMatchObject({ headline: article.heading });
  });

  test("/faqs describes its questions as a FAQPage, and sends their answers' text once", async ({ page }) => {
    const response = await page.goto("/faqs");
    // The head's JSON-LD is the only copy: the page's data carries the accordion, not its FAQPage again.
    expect((await response?.text())?.split("FAQPage")).toHaveLength(2);
    const faq = (await jsonLdTypes(page)).find(
      (document) => (document as { "@type": string })["@type"] === "FAQPage",
    ) as { mainEntity: { name: string }[] } | undefined;
    expect(faq?.mainEntity.length).toBeGreaterThan(0);
    await expect(page.getByText(faq?.mainEntity[0]?.name ?? "", { exact: true }).first()).toBeAttached();
  });

  test("unknown paths answer 404 with the 404 page's content and a way home", async ({ page, request }) => {
    const notFound = (await readEntries(request, "pages")).find((item) => item.slug === "404");
    const subHeading = notFound?.pageContent?.find((item) => item.__component === "blocks.not-found")?.subHeading;
    if (typeof subHeading !== "string") throw new Error("the seed's 404 page has no not-found block");

    for (const url of ["/no-such-page-here", "/deeper/unknown/path", "/404"]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      expect((await response?.allHeaders())?.["cache-control"], url).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1, name: "404" }), url).toBeVisible(FIRST_RENDER);
      await expect(page.getByText(subHeading), url).toBeVisible();
    }
    await openHydrated(page, "/no-such-page-here");
    await page.getByRole("link", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("navigating to another page starts at its top", async ({ page }) => {
    await openHydrated(page, "/faqs");
    const link = page.locator('main a[href^="/"]').last();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate<number>("window.scrollY")).toBeGreaterThan(0);
    const target = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target?.split("?")[0] ?? ""}`));
    await expect.poll(() => page.evaluate<number>("window.scrollY")).toBe(0);
  });

  test("a reloaded page opens where the shopper left it, before the app's scripts have run", async ({ page }) => {
    await openHydrated(page, "/faqs");
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await expect.poll(() => page.evaluate<number>("Math.round(window.scrollY)")).toBe(900);
    // Only the document's own inline script can restore the place: the app's modules never arrive.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect.poll(() => page.evaluate<number>("Math.round(window.scrollY)")).toBe(900);
  });

  test("opening a page afresh starts at its top, whatever place the session kept for it", async ({ page }) => {
    await openHydrated(page, "/faqs");
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await expect.poll(() => page.evaluate<number>("Math.round(window.scrollY)")).toBe(900);
    await openHydrated(page, "/contact");
    await openHydrated(page, "/faqs");
    expect(await page.evaluate<number>("window.scrollY")).toBe(0);
  });
});

test.describe("redirects", () => {
  const rows: [string, string][] = [
    ["/Home", "/"],
    ["/blogs/get-out-of-bed", "/blog"],
    ["/blogs/get-out-of-bed/tagged/sleep", "/blog"],
    ["/blogs/get-out-of-bed/aromatherapy-for-sleep", "/aromatherapy-for-sleep"],
    ["/blogs/get-out-of-bed/a-retired-article", "/blog"],
    ["/cart", "/buy"],
    ["/cart/c/123", "/buy"],
    ["/care", "/linen-care-guide"],
    ["/collections", "/products"],
    ["/collections/all", "/products"],
    ["/products/tailored-sheet-set", "/products"],
    ["/gift-card", "/products"],
    ["/products/gift-card", "/products"],
    ["/collections/gift-cards", "/products"],
    ["/pages/how-it-works", "/how-it-works"],
    ["/pages/measure-up", "/measure-up"],
    ["/pages/faqs", "/faqs"],
    ["/pages/contact", "/contact"],
    ["/pages/shipping-and-returns", "/faqs"],
    ["/pages/care-instructions", "/faqs"],
    ["/pages/our-story", "/experts"],
    ["/pages/terms", "/terms"],
    ["/web-pixels-manager@1/sandbox/linen-care-guide", "/linen-care-guide"],
    ["/wpm@1/custom/products/queen", "/products"],
    ["/sandbox/modern/", "/"],
    ["/cdn/wpm/s1/linen-care-guide", "/linen-care-guide"],
  ];

  test("every old path moves permanently to its new home with the query kept", async ({ request }) => {
    test.setTimeout(180_000);
    for (const [from, to] of rows) {
      const response = await request.get(`${from}?utm_source=e2e&x=1`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      const location = new URL(response.headers().location ?? "", "http://site.test");
      expect(`${location.pathname}${location.search}`, from).toBe(`${to}?utm_source=e2e&x=1`);
    }
  });

  test("a redirect lands on a working page in the browser", async ({ page }) => {
    const response = await page.goto("/blogs/news/linen-care-guide?ref=old");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/linen-care-guide\?ref=old$/);
  });

  test("no path redirects off the site", async ({ request, baseURL }) => {
    // Full URLs, so that the client sends paths such as `//evil.com` as they are.
    const attempts = [
      "//evil.com/cart",
      "/cart//evil.com",
      "/pages/%2F%2Fevil.com",
      "/blogs/x/%2F%2Fevil.com",
      "/sandbox/%5Cevil.com",
      "/cart?next=//evil.com",
    ];
    for (const attempt of attempts) {
      const response = await request.get(`${baseURL}${attempt}`, { maxRedirects: 0 });
      const location = response.headers().location;
      if (location) expect(new URL(location, baseURL).origin, attempt).toBe(new URL(baseURL ?? "").origin);
    }
  });

  test("a page's address typed with other capitals moves to the page, with the query kept", async ({ request }) => {
    const moves: [string, string][] = [
      ["/FAQS", "/faqs"],
      ["/Contact?ref=card", "/contact?ref=card"],
      ["/Linen-Care-Guide", "/linen-care-guide"],
    ];
    for (const [from, to] of moves) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("old pages that no longer exist answer 404", async ({ request }) => {
    const response = await request.get("/pages/a-retired-promotion", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });
});

/**
 * The revalidation journey below adds and removes an article of its own while other journeys run;
 * the sitemap's check leaves those out, whichever moment it reads the CMS and the sitemap at.
 */
const TEMPORARY_ARTICLE = "e2e-revalidation-";
const lastingPath = (path: string) => !path.startsWith(`/${TEMPORARY_ARTICLE}`);

test("sitemap.xml lists every page but 404 and every article; robots.txt points to it", async ({ request }) => {
  const [pages, articles] = await Promise.all([readEntries(request, "pages"), readEntries(request, "blog-articles")]);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  const expected = [
    ...pages.filter((item) => item.slug !== "404").map((item) => (item.slug === "home" ? "/" : `/${item.slug}`)),
    ...articles.map((item) => `/${item.slug}`),
  ];
  expect(locations.filter(lastingPath).sort()).toEqual(expected.filter(lastingPath).sort());

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test.describe("revalidation", () => {
  test("POST /api/revalidate refuses a missing or wrong secret and a malformed body", async ({ request }) => {
    expect((await request.post("/api/revalidate", { data: { event: "entry.update", model: "page" } })).status()).toBe(
      401,
    );
    const wrong = { Authorization: "Bearer not-the-secret" };
    expect((await request.post("/api/revalidate", { headers: wrong, data: { event: "entry.update" } })).status()).toBe(
      401,
    );
  });

  test("an article added, edited and removed in the CMS shows on the next request", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    // Its own slug per project and run, so parallel runs never collide.
    const slug = `${TEMPORARY_ARTICLE}${testInfo.project.name}-${Date.now()}`;
    const statusOf = async () => (await page.request.get(`/${slug}`, { maxRedirects: 0 })).status();
    const pageSeo = {
      metaTitle: "Sheets that stay put | Bedsmade",
      metaDescription: "A temporary article written by the revalidation journey.",
    };

    expect(await statusOf()).toBe(404);
    const documentId = await createAndPublish(ARTICLE, {
      slug,
      heading: "Sheets that stay put",
      date: "2026-11-21",
      pageSeo,
    });
    try {
      await expect.poll(statusOf, { timeout: 20_000 }).toBe(200);
      await page.goto(`/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: "Sheets that stay put" })).toBeVisible(FIRST_RENDER);

      await editDocument(ARTICLE, documentId, (draft) => ({ ...draft, heading: "Sheets that stay put, revised" }));
      await expect
        .poll(
          async () => (await (await page.request.get(`/${slug}`)).text()).includes("Sheets that stay put, revised"),
          { timeout: 20_000 },
        )
        .toBe(true);
    } finally {
      await (await cmsAdmin()).remove(ARTICLE, documentId);
    }
    await expect.poll(statusOf, { timeout: 20_000 }).toBe(404);
  });

  test("an article the owner gives a new slug answers at its old address with a 301 to the new one", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const first = `${TEMPORARY_ARTICLE}${testInfo.project.name}-${Date.now()}`;
    const renamed = `${first}-renamed`;
    const answerOf = (path: string) => page.request.get(path, { maxRedirects: 0 });
    const documentId = await createAndPublish(ARTICLE, {
      slug: first,
      heading: "Sheets that move house",
      date: "2026-11-28",
      pageSeo: { metaTitle: "Sheets that move house | Bedsmade", metaDescription: "A temporary article." },
    });
    const admin = await cmsAdmin();
    try {
      await expect.poll(async () => (await answerOf(`/${first}`)).status(), { timeout: 20_000 }).toBe(200);
      await editDocument(ARTICLE, documentId, (draft) => ({ ...draft, slug: renamed }));

      await expect.poll(async () => (await answerOf(`/${first}`)).status(), { timeout: 20_000 }).toBe(301);
      const moved = await answerOf(`/${first}?utm_source=newsletter`);
      expect(moved.headers()["location"]).toBe(`/${renamed}?utm_source=newsletter`);
      expect((await answerOf(`/${renamed}`)).status()).toBe(200);
    } finally {
      await admin.remove(ARTICLE, documentId);
      const { results } = await admin.call(
        "GET",
        `/content-manager/collection-types/api::redirect.redirect?filters[from][$eq]=${first}`,
      );
      for (const { documentId: redirect } of results) await admin.remove("api::redirect.redirect", redirect);
    }
  });

  test("a Redirect the owner writes to the purchase flow's step keeps both its step and the shopper's campaign tag", async ({
    page,
  }, testInfo) => {
    const from = `${TEMPORARY_ARTICLE}sale-${testInfo.project.name}-${Date.now()}`;
    const admin = await cmsAdmin();
    const { data } = await admin.call("POST", "/content-manager/collection-types/api::redirect.redirect", {
      from,
      to: "buy?step=1",
    });
    try {
      const answerOf = (path: string) => page.request.get(path, { maxRedirects: 0 });
      await expect.poll(async () => (await answerOf(`/${from}`)).status(), { timeout: 20_000 }).toBe(301);
      const moved = await answerOf(`/${from}?utm_source=newsletter`);
      expect(moved.headers()["location"]).toBe("/buy?step=1&utm_source=newsletter");
    } finally {
      await admin.remove("api::redirect.redirect", data.documentId);
    }
  });
});
