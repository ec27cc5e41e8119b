import { expect, test } from "@playwright/test";

/**
 * The page paints and loads before the app's JavaScript starts (apps/storefront/app/http/
 * hydrate-after-load.server.ts): on a phone the scripts would otherwise share the connection with
 * the stylesheet and the hero image.
 */

test("the app's scripts are requested only once the page has loaded, and the page then becomes interactive", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    return { loadEventStart: navigation?.loadEventStart ?? Number.NaN, scripts };
  });
  expect(timings.scripts.length, "the app's modules were fetched").toBeGreaterThan(0);
  for (const script of timings.scripts) {
    expect(script.startTime, `${script.url} waits for the load event`).toBeGreaterThanOrEqual(timings.loadEventStart);
  }
});

test("an image that never arrives does not keep the app from starting", async ({ page }) => {
  // The hero image's request is left unanswered, so the load event never comes.
  await page.route(/\/uploads\/.*home_hero/, () => undefined);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
});

test("while the app loads, the hidden start-up overlay's logo stands still until the overlay may show at 2 s", async ({
  page,
}) => {
  // SVG transforms are painted on the main thread: folding bars behind a hidden overlay repainted the
  // page every frame while a phone was still loading it. The scripts are held back here, as on a slow phone.
  await page.route(/\/assets\/.*\.js$/, () => undefined);
  await page.goto("/measure-up", { waitUntil: "load" });
  await page.waitForTimeout(1_000);
  const folding = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSAnimation && animation.animationName === "app-loading-fold")
      .map((animation) => ({
        started: animation.effect?.getComputedTiming().progress !== null,
        visibility: getComputedStyle(document.querySelector(".app-loading") as Element).visibility,
      })),
  );
  expect(folding.length, "the overlay's bars are animated").toBe(3);
  expect(folding).toEqual(Array(3).fill({ started: false, visibility: "hidden" }));
});
