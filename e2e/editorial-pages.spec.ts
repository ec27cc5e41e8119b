import { expect, test } from "@playwright/test";
import { z } from "zod";
import { block, blockOf, readEntry } from "./support/content";
import { FIRST_LOAD, gotoHydrated } from "./support/hydration";

/**
 * Expected copy is read from the content service (support/content.ts), so editing the seed cannot
 * break these journeys.
 */

test.describe.configure({ timeout: 120_000 });

const faqBlock = z.object({
  sections: z.array(z.object({ heading: z.string(), sectionBlocks: z.array(z.object({ question: z.string() })) })),
});

test("FAQ topics jump to their section and each question opens and closes on its own", async ({ page, request }) => {
  const faq = await blockOf(request, "faqs", "blocks.faq-accordion", faqBlock);
  const target = faq.sections.at(-1);
  if (!target) throw new Error("the FAQ has no sections");
  await gotoHydrated(page, "/faqs");

  await page
    .getByRole("navigation", { name: "FAQ topics" })
    .getByRole("link", { name: target.heading, exact: true })
    .click();
  const section = page.getByRole("region", { name: target.heading, exact: true });
  await expect(section).toBeInViewport();
  await expect(page).toHaveURL(/#.+$/);

  const [first, second] = faq.sections[0]?.sectionBlocks ?? [];
  if (!first || !second) throw new Error("the first FAQ section needs two questions");
  const firstQuestion = page.locator("details", { has: page.getByText(first.question, { exact: true }) });
  const secondQuestion = page.locator("details", { has: page.getByText(second.question, { exact: true }) });
  await firstQuestion.locator("summary").click();
  await secondQuestion.locator("summary").click();
  await expect(firstQuestion).toHaveAttribute("open", "");
  await expect(secondQuestion).toHaveAttribute("open", "");
  await firstQuestion.locator("summary").click();
  await expect(firstQuestion).not.toHaveAttribute("open");
  await expect(secondQuestion).toHaveAttribute("open", "");
});

const introBlock = z.object({ heading: z.string() });
const listingBlock = z.object({
  allLabel: z.string(),
  categorySections: z.array(
    z.object({
      tagline: z.string().nullish(),
      blogCategory: z.object({ label: z.string(), slug: z.string() }),
      blog_articles: z.array(z.object({ slug: z.string(), heading: z.string() })),
    }),
  ),
});

test("every FAQ topic is as wide as its name, the row scrolling instead on a phone", async ({ page }) => {
  await page.goto("/faqs");
  const clipped = await page
    .locator(".faq__tab")
    .evaluateAll((tabs) => tabs.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent));
  expect(clipped).toEqual([]);
});

test("the blog filter changes the tiles and the intro, and 'all' restores them", async ({ page, request }) => {
  const intro = await blockOf(request, "blog", "blocks.blog-intro-text", introBlock);
  const listing = await blockOf(request, "blog", "blocks.blog-listing", listingBlock);
  const section = listing.categorySections[1] ?? listing.categorySections[0];
  if (!section) throw new Error("the blog listing has no categories");
  const category = section.blogCategory;
  const allSlugs = new Set(
    listing.categorySections.flatMap((each) => each.blog_articles.map((article) => article.slug)),
  );

  await gotoHydrated(page, "/blog");
  const tiles = page.locator(".blog-tile");
  const filters = page.getByRole("navigation", { name: "Blog categories" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(intro.heading, FIRST_LOAD);
  await expect(tiles).toHaveCount(allSlugs.size);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await filters.getByRole("link", { name: category.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?category=${category.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.label);
  if (section.tagline) await expect(page.getByText(section.tagline.trim())).toBeVisible();
  await expect(tiles).toHaveCount(section.blog_articles.length);
  for (const article of section.blog_articles) {
    await expect(page.getByRole("link", { name: article.heading, exact: true })).toHaveAttribute(
      "href",
      `/${article.slug}`,
    );
  }
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await filters.getByRole("link", { name: listing.allLabel, exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(intro.heading);
  await expect(tiles).toHaveCount(allSlugs.size);
});

const articleEntry = z.object({
  heading: z.string(),
  readingTime: z.number().nullish(),
  author: z.object({ name: z.string() }).nullish(),
  blogContent: z.array(block),
});

test("an article shows its author, reading time and body blocks", async ({ page, request }) => {
  const article = await readEntry(request, "blog-articles", "linen-care-guide", articleEntry);
  await gotoHydrated(page, "/linen-care-guide");
  const view = page.locator("article.article");
  await expect(view.getByRole("heading", { name: article.heading, exact: true })).toBeVisible(FIRST_LOAD);
  await expect(view.getByText(`by ${article.author?.name ?? "Bedsmade"}`)).toBeVisible();
  await expect(view.getByText(`${article.readingTime ?? 5} min read`)).toBeVisible();
  const twoColumn = article.blogContent.find((item) => item.__component === "blocks.blog-two-column" && item.heading);
  if (twoColumn?.heading)
    await expect(view.getByRole("heading", { name: twoColumn.heading, exact: true })).toBeVisible();
  await expect(view.locator(".article-figure img").first()).toHaveAttribute("width", /\d+/);
});

test("an article's outline starts with its own h1, the journal's name above it no heading", async ({ page }) => {
  await gotoHydrated(page, "/linen-care-guide");
  await expect(page.locator(".blog-intro")).toBeVisible(FIRST_LOAD);
  const first = page.locator("main").locator("h1, h2, h3, h4, h5, h6").first();
  await expect(first).toHaveJSProperty("tagName", "H1");
  await expect(first).toHaveClass(/article__heading/);
});

/** How much of the focused element the site header covers, 0 to 1. */
const headerCover = () => {
  const focused = document.activeElement;
  const header = document.querySelector("header.site-header");
  if (!focused || !header) return 0;
  const box = focused.getBoundingClientRect();
  const bar = header.getBoundingClientRect();
  const overlap = Math.max(0, Math.min(bar.bottom, box.bottom) - Math.max(bar.top, box.top));
  return box.height > 0 ? overlap / box.height : 0;
};

test("moving back up the FAQs with Shift+Tab, the returning header never covers the focused question", async ({
  page,
}) => {
  await gotoHydrated(page, "/faqs");
  const questions = page.locator("summary.faq__question");
  const count = await questions.count();
  // From the end of the page, as a keyboard user who has read down to the footer.
  await questions.last().focus();
  await page.keyboard.press("Tab");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const covered: string[] = [];
  for (let press = 0; press < count + 1; press += 1) {
    await page.keyboard.press("Shift+Tab");
    const question = await page.evaluate(() =>
      document.activeElement?.matches("summary.faq__question") ? document.activeElement.textContent : null,
    );
    if (!question) continue;
    // The header slides back in over 0.3 s.
    await page.waitForTimeout(450);
    const cover = await page.evaluate(headerCover);
    if (cover > 0.01) covered.push(`${question} (${Math.round(cover * 100)} %)`);
  }
  expect(covered).toEqual([]);
});

const richTextBlock = z.object({ text: z.string() });

for (const slug of ["terms", "privacy"]) {
  test(`/${slug} renders its rich text as headings and paragraphs`, async ({ page, request }) => {
    const { text } = await blockOf(request, slug, "blocks.blog-rich-text", richTextBlock);
    const firstHeading = /^#{2,3} (.+)$/m.exec(text)?.[1];
    if (!firstHeading) throw new Error(`the ${slug} rich text has no heading`);
    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { level: 2, name: firstHeading.trim(), exact: true })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.locator(".article-block .rich-text p").first()).toBeVisible();
  });
}

const sizeBlock = z.object({ sizeDimensions: z.array(z.object({ size: z.string(), width: z.number() })) });

test("the size tabs of /measure-up switch with the keyboard", async ({ page, request }) => {
  const { sizeDimensions } = await blockOf(request, "measure-up", "blocks.product-size", sizeBlock);
  await gotoHydrated(page, "/measure-up");
  const tablist = page.getByRole("tablist", { name: "Sizes" });
  const tabs = tablist.getByRole("tab");
  await expect(tabs).toHaveCount(sizeDimensions.length, FIRST_LOAD);

  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  const second = sizeDimensions[1];
  if (!second) throw new Error("the size browser needs two sizes");
  await expect(tablist.getByRole("tab", { name: second.size, exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(tablist.getByRole("tab", { name: second.size, exact: true })).toBeFocused();
  const panel = page.getByRole("tabpanel", { name: second.size, exact: true });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`${second.width} cm`);

  await page.keyboard.press("End");
  const last = sizeDimensions.at(-1);
  await expect(tablist.getByRole("tab", { name: last?.size, exact: true })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: second.size, exact: true })).toBeHidden();
});
