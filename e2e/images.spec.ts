import { expect, test } from "@playwright/test";

/**
 * Every picture keeps its shape: an image whose box is not the shape of its file (a 4:3 photo in a
 * square icon slot) is cropped or fitted by CSS, never squashed. Lighthouse's best-practices audit
 * ("Displays images with incorrect aspect ratio") found two that were.
 */

const ROUTES = ["/", "/buy", "/faqs", "/blog", "/contact", "/measure-up", "/experts", "/products"];

for (const route of ROUTES) {
  test(`no picture on ${route} is squashed out of its shape`, async ({ page }) => {
    await page.goto(route);
    // Down the page and back, so the lazy pictures load.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    const squashed = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth > 0 && image.clientWidth > 0 && image.clientHeight > 0)
        // An SVG scales inside its box keeping its own shape (preserveAspectRatio), as Lighthouse also counts it.
        .filter((image) => !new URL(image.currentSrc).pathname.endsWith(".svg"))
        .filter((image) => {
          const shown = image.clientWidth / image.clientHeight;
          const file = image.naturalWidth / image.naturalHeight;
          return Math.abs(shown - file) / file > 0.05 && getComputedStyle(image).objectFit === "fill";
        })
        .map(
          (image) =>
            `${image.currentSrc} shown ${image.clientWidth}×${image.clientHeight}, file ${image.naturalWidth}×${image.naturalHeight}`,
        ),
    );
    expect(squashed).toEqual([]);
  });
}

test("while the hero photograph is on its way, its box already shows the photograph's own colour", async ({ page }) => {
  // The hero's request is left unanswered: what a shopper on a slow phone sees for a while.
  await page.route(/\/uploads\/.*home_hero/, () => undefined);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const hero = page.locator("img[fetchpriority=high]");
  await expect(hero).toBeVisible();
  const box = await hero.evaluate((image: HTMLImageElement) => ({
    loaded: image.complete && image.naturalWidth > 0,
    colour: getComputedStyle(image).backgroundColor,
    height: image.getBoundingClientRect().height,
  }));
  expect(box.loaded).toBe(false);
  expect(box.height).toBeGreaterThan(100);
  // The seeded hero is a beige bedroom: a light, warm colour, neither transparent nor the page's white.
  const [red = 0, green = 0, blue = 0] = (box.colour.match(/\d+/g) ?? []).map(Number);
  expect(box.colour).toMatch(/^rgb\(/);
  expect(Math.min(red, green, blue)).toBeGreaterThan(200);
  expect(red).toBeGreaterThanOrEqual(blue);
  expect([red, green, blue]).not.toEqual([255, 255, 255]);
});
