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
  await page.goto("/measure-up", { waitUntil: "domcontentloaded" });
  // Sampled every frame in the page, by the animations' own clocks: a slow host may take well over a
  // second to load the page, so a single look after a fixed wait could land after the 2 s.
  const samples = await page.evaluate(async () => {
    const seen: { bar: number; started: boolean; visibility: string }[] = [];
    const overlay = document.querySelector(".app-loading") as Element;
    const until = performance.now() + 1_500;
    while (performance.now() < until) {
      const bars = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation && animation.animationName === "app-loading-fold");
      bars.forEach((animation, bar) => {
        // Before the earliest bar's delay (1.92 s), less a frame's margin.
        if (Number(animation.currentTime) < 1_850)
          seen.push({
            bar,
            started: animation.effect?.getComputedTiming().progress !== null,
            visibility: getComputedStyle(overlay).visibility,
          });
      });
      await new Promise(requestAnimationFrame);
    }
    return seen;
  });
  expect(new Set(samples.map(({ bar }) => bar)).size, "the overlay's three bars are animated").toBe(3);
  for (const sample of samples) expect(sample).toEqual({ bar: sample.bar, started: false, visibility: "hidden" });
});
