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
  await page.route(/home_hero/, () => undefined);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
});

test("while the app loads, the hidden start-up overlay and its logo stand still until the overlay may show at 2 s", async ({
  page,
}) => {
  // A running `visibility` or SVG-transform animation restyles the page every frame, even hidden;
  // waiting in its delay costs nothing. Scripts are held back, as on a slow phone.
  await page.route(/\/assets\/.*\.js$/, () => undefined);
  await page.goto("/measure-up", { waitUntil: "domcontentloaded" });
  // Sampled every frame by the animations' own clocks: on a slow host one look after a fixed wait
  // could land after the 2 s.
  const samples = await page.evaluate(async () => {
    const seen: { name: string; started: boolean; visibility: string }[] = [];
    const overlay = document.querySelector(".app-loading") as Element;
    const until = performance.now() + 1_500;
    while (performance.now() < until) {
      const animations = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation && animation.animationName.startsWith("app-loading"));
      animations.forEach((animation, index) => {
        // Before the earliest delay (1.92 s), less a frame's margin.
        if (Number(animation.currentTime) < 1_850)
          seen.push({
            name: `${(animation as CSSAnimation).animationName} ${index}`,
            started: Number(animation.currentTime) >= Number(animation.effect?.getTiming().delay),
            visibility: getComputedStyle(overlay).visibility,
          });
      });
      await new Promise(requestAnimationFrame);
    }
    return seen;
  });
  expect(
    [...new Set(samples.map(({ name }) => name.split(" ")[0]))].sort(),
    "the overlay's window and its logo's bars are animated",
  ).toEqual(["app-loading-fold", "app-loading-window"]);
  expect(new Set(samples.map(({ name }) => name)).size, "one window and three bars").toBe(4);
  for (const sample of samples) expect(sample).toEqual({ name: sample.name, started: false, visibility: "hidden" });
});

test("on a phone whose scripts have not arrived, the start-up overlay shows from 2 s and gives up at 12 s", async ({
  page,
}) => {
  test.slow();
  await page.route(/\/assets\/.*\.js$/, () => undefined);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  // Sampled in the page with the overlay's own clock: asked from the test, a busy machine could let
  // it pass 12 s between "it is 11 s" and the look.
  const samples = await page.evaluate(async () => {
    const seen: { time: number; visibility: string }[] = [];
    const overlay = document.querySelector(".app-loading");
    if (!overlay) return seen;
    for (const started = performance.now(); performance.now() - started < 25_000;) {
      const fade = document
        .getAnimations()
        .find((animation) => (animation as CSSAnimation).animationName === "app-loading-window");
      const finished = fade?.playState === "finished";
      seen.push({
        time: finished ? Number.POSITIVE_INFINITY : Number(fade?.currentTime),
        visibility: getComputedStyle(overlay).visibility,
      });
      if (finished) break;
      await new Promise(requestAnimationFrame);
    }
    return seen;
  });
  const between = (from: number, to: number) => samples.filter(({ time }) => time >= from && time < to);
  // The keyframes show the overlay from 2.28 s and begin its fade at 11.64 s; it is gone at 12 s.
  expect(between(2_400, 11_640).length, "looked at while it may show").toBeGreaterThan(0);
  expect(between(10_000, 11_640).length, "looked at near the end of its window").toBeGreaterThan(0);
  for (const sample of between(2_400, 11_640))
    expect(sample, "shown from 2 s to past 11 s").toMatchObject({ visibility: "visible" });
  expect(samples.at(-1), "given up at 12 s").toEqual({ time: Number.POSITIVE_INFINITY, visibility: "hidden" });
});
