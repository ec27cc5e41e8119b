import { expect, test, type Page } from "@playwright/test";
import { z } from "zod";
import { pageBlocks } from "./support/content";
import { FIRST_LOAD, gotoHydrated } from "./support/hydration";

/**
 * The marketing pages show the blocks the content service holds for them. Expected copy is read
 * from the CMS (support/content.ts), never written here.
 */

test.describe.configure({ timeout: 120_000 });

/** The blocks this spec vouches for: the marketing and home families (other blocks have their own journeys). */
const OWN_BLOCKS = new Set(
  [
    "page-intro",
    "how-it-works-intro",
    "product-contains",
    "experts",
    "experts-about",
    "expert-profiles-1",
    "expert-profiles-2",
    "experts-process",
    "testimonials-grid",
    "measure-about",
    "product-video",
    "contact-details",
    "home-intro",
    "three-column-info",
    "three-column-product",
    "product-benefits",
    "how-it-works",
    "featured-brands",
    "testimonials",
    "meet-the-makers",
    "call-to-action",
  ].map((name) => `blocks.${name}`),
);

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 576;

for (const slug of ["how-it-works", "measure-up", "experts", "testimonials", "contact", "products"]) {
  test(`/${slug} shows its blocks' headings from content`, async ({ page, request }) => {
    const blocks = (await pageBlocks(request, slug)).filter((item) => OWN_BLOCKS.has(item.__component) && item.heading);
    expect(blocks.length, `the ${slug} page has blocks to show`).toBeGreaterThan(0);

    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(blocks[0]?.heading ?? "", FIRST_LOAD);
    for (const item of blocks) {
      await expect(main.getByRole("heading", { name: item.heading ?? "", exact: true })).toBeVisible();
    }
    const unsized = await main
      .locator("img")
      .evaluateAll(
        (images) =>
          images.filter(
            (image) =>
              !/^\d+$/.test(image.getAttribute("width") ?? "") || !/^\d+$/.test(image.getAttribute("height") ?? ""),
          ).length,
      );
    expect(unsized, "images without width and height").toBe(0);
  });
}

test("the contact details link to mail, phone and a map in a new tab", async ({ page, request }) => {
  const details = (await pageBlocks(request, "contact")).find((item) => item.__component === "blocks.contact-details");
  const contacts = z
    .array(z.object({ type: z.string(), linkUrl: z.string(), linkText: z.string() }))
    .parse(details?.contacts);
  await page.goto("/contact");

  for (const contact of contacts) {
    const link = page.locator("main").getByRole("link", { name: contact.linkText });
    await expect(link).toBeVisible(FIRST_LOAD);
    if (contact.type === "email") {
      await expect(link).toHaveAttribute("href", `mailto:${contact.linkUrl}`);
      await expect(link).not.toHaveAttribute("target", /./);
    } else if (contact.type === "phone") {
      await expect(link).toHaveAttribute("href", `tel:${contact.linkUrl.replace(" ", "")}`);
      await expect(link).not.toHaveAttribute("target", /./);
    } else {
      await expect(link).toHaveAttribute(
        "href",
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contact.linkUrl)}`,
      );
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
});

test("the measuring video's steps seek to their start times", async ({ page, request }) => {
  const video = (await pageBlocks(request, "measure-up")).find((item) => item.__component === "blocks.product-video");
  const steps = z.array(z.object({ startTime: z.number(), heading: z.string() })).parse(video?.videoSteps);
  const later = steps.findLast((step) => step.startTime > 0);
  if (!later) throw new Error("the measure-up video needs a step after the start");

  await gotoHydrated(page, "/measure-up");
  const player = page.locator("main video");
  await expect(player).toHaveAttribute("preload", /^(none|metadata)$/);
  const stepButton = page.getByRole("button", { name: later.heading });
  await stepButton.scrollIntoViewIfNeeded();
  await stepButton.click();

  await expect(stepButton).toHaveAttribute("aria-current", "step");
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThanOrEqual(later.startTime);
  const first = steps[0];
  if (first)
    await expect(page.getByRole("button", { name: first.heading })).not.toHaveAttribute("aria-current", "step");
  await expect(player, "a chosen chapter brings the player's controls").toHaveAttribute("controls", "");
});

test("the measuring video takes on the browser's own controls as a shopper nears it, not at the first paint", async ({
  page,
}) => {
  await gotoHydrated(page, "/measure-up");
  const player = page.locator("main video");
  // The player sits well over a window and a half down the page, on a phone and on a desktop alike.
  await expect(player).not.toHaveAttribute("controls");
  await player.scrollIntoViewIfNeeded();
  await expect(player).toHaveAttribute("controls", "");
});

test("the measuring video carries its captions from the CMS, which the browser loads and reads", async ({ page }) => {
  await gotoHydrated(page, "/measure-up");
  const track = page.locator("main video track[kind=captions]");
  await expect(track).toHaveAttribute("srclang", "en");
  // 2 is HTMLTrackElement.LOADED: the CMS answered the shop's CORS request and the file parsed as WebVTT.
  await expect.poll(() => track.evaluate((element: HTMLTrackElement) => element.readyState)).toBe(2);
  const cues = await track.evaluate((element: HTMLTrackElement) => element.track.cues?.length ?? 0);
  expect(cues).toBeGreaterThan(0);
});

test("the testimonial carousel appears only on small screens", async ({ page }) => {
  await gotoHydrated(page, "/");
  const strip = page.locator("section.testimonials");
  const next = strip.getByRole("button", { name: "Next review" });
  const lastReview = strip.locator("li.testimonials__item").last();

  if (!isMobile(page)) {
    await expect(next).toBeHidden();
    await expect(strip.getByRole("button", { name: "Previous review" })).toBeHidden();
    await expect(strip.locator("li.testimonials__item:visible")).toHaveCount(5);
    return;
  }

  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeVisible();
  const list = strip.getByRole("list", { name: "Customer reviews" });
  const scrolled = () => list.evaluate((element) => element.scrollLeft);
  expect(await scrolled()).toBe(0);
  await next.click();
  await expect.poll(scrolled).toBeGreaterThan(0);
  await expect(strip.getByRole("button", { name: "Previous review" })).toBeEnabled();
  // Every review is reachable on a phone, the sixth included.
  await lastReview.scrollIntoViewIfNeeded();
  await expect(lastReview).toBeVisible();
});

test("the home intro's arrow scrolls down to the next section", async ({ page }) => {
  await gotoHydrated(page, "/");
  const intro = page.locator("section.home-intro");
  const introBottom = await intro.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await intro.getByRole("button", { name: "Scroll to the next section" }).click();
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)))
    .toBeGreaterThanOrEqual(Math.floor(introBottom) - 2);
});

test("the 404 page shows its content with a way back home", async ({ page, request }) => {
  const notFound = (await pageBlocks(request, "404")).find((item) => item.__component === "blocks.not-found");
  const subHeading = z.string().parse(notFound?.subHeading);
  const response = await page.goto("/404");
  expect(response?.status()).toBe(404);
  await expect(page.locator("main").getByText(subHeading)).toBeVisible(FIRST_LOAD);
  await page.locator("main").getByRole("link", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the product cards' pictures share one shape, so their headings line up side by side", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ["/", "/products"]) {
    await page.goto(path);
    const tops = await page
      .locator(".product-card h3")
      .evaluateAll((headings) => headings.map((heading) => Math.round(heading.getBoundingClientRect().top)));
    expect(tops.length, path).toBeGreaterThan(1);
    expect(new Set(tops).size, `${path}: ${tops.join(", ")}`).toBe(1);
  }
});
