import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { z } from "zod";
import { block, readEntry } from "./support/content";

/** The expected copy is read from the content service, never written here, so seed edits cannot break it. */

const homeEntry = z.object({
  pageSeo: z.object({ metaTitle: z.string(), metaDescription: z.string() }),
  pageContent: z.array(block),
});

/**
 * The CMS editing journey changes this heading for a moment, so when page and CMS differ both are
 * read again until they agree.
 */
async function expectIntroHeadingFromCms(page: Page, request: APIRequestContext): Promise<void> {
  await expect(async () => {
    const { pageContent } = await readEntry(request, "pages", "home", homeEntry);
    const heading = pageContent.find((item) => item.__component === "blocks.home-intro")?.heading;
    expect(heading, "the home page content has a home intro with a heading").toBeTruthy();
    const shown = await page.getByRole("heading", { level: 1 }).innerText();
    if (shown !== heading) await page.reload();
    expect(shown).toBe(heading);
  }).toPass({ timeout: 30_000 });
}

test("the home page shows the content service's home page", async ({ page, request }) => {
  // Development mode compiles the page and its client modules on the first visit.
  test.setTimeout(120_000);
  const home = await readEntry(request, "pages", "home", homeEntry);

  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  // Hydration runs after load; waiting for the network to settle lets its errors surface.
  await page.waitForLoadState("networkidle");

  await expectIntroHeadingFromCms(page, request);
  await expect(page).toHaveTitle(home.pageSeo.metaTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", home.pageSeo.metaDescription);
  await expect(page.getByRole("banner").getByRole("link", { name: "Bedsmade home" })).toHaveAttribute("href", "/");

  const images = page.locator("main img");
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
  }

  expect(consoleErrors).toEqual([]);
});

test("the scroll arrow's ring turns for a few seconds, then rests (WCAG 2.2.2)", async ({ page }) => {
  await page.goto("/");
  const ring = page.locator(".home-intro__arrow-ring");
  await expect(ring).toBeAttached();
  const ends = await ring.evaluate((element) =>
    element.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().endTime)),
  );
  expect(ends.length, "the ring turns at first").toBeGreaterThan(0);
  for (const end of ends) expect(end).toBeLessThanOrEqual(5000);
});
