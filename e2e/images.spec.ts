import { expect, test, type Page } from "@playwright/test";
import { scrollThrough } from "./support/scroll";

/**
 * A picture whose box is not its file's shape is cropped or fitted by CSS, never squashed: Lighthouse's
 * aspect-ratio audit once found two that were.
 */

const ROUTES = ["/", "/buy", "/faqs", "/blog", "/contact", "/measure-up", "/experts", "/products"];

/** The CMS file behind a picture's address, whether it comes through the picture route or not. */
function fileOf(address: string): string {
  const url = new URL(address);
  return url.searchParams.get("src") ?? url.pathname;
}

for (const route of ROUTES) {
  test(`no picture on ${route} is squashed out of its shape`, async ({ page }) => {
    await page.goto(route);
    await scrollThrough(page);
    const squashed = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth > 0 && image.clientWidth > 0 && image.clientHeight > 0)
        // An SVG scales inside its box keeping its own shape (preserveAspectRatio), as Lighthouse also counts it.
        .filter((image) => {
          const address = new URL(image.currentSrc);
          return !(address.searchParams.get("src") ?? address.pathname).endsWith(".svg");
        })
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
  await page.route(/home_hero/, () => undefined);
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

for (const route of ["/", "/contact", "/measure-up", "/experts"]) {
  test(`every CMS picture on ${route} comes from the shop's own address, as AVIF, no wider than its box needs`, async ({
    page,
  }) => {
    const types = new Map<string, string>();
    page.on("response", (response) => types.set(response.url(), response.headers()["content-type"] ?? ""));
    await page.goto(route);
    await scrollThrough(page);
    const pictures = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth > 0 && image.clientWidth > 0)
        .map((image) => ({
          address: image.currentSrc,
          file: image.naturalWidth,
          needed: Math.ceil(image.clientWidth * window.devicePixelRatio),
        })),
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      const url = new URL(picture.address);
      expect(url.origin, picture.address).toBe(new URL(page.url()).origin);
      if (fileOf(picture.address).endsWith(".svg")) continue;
      expect(types.get(picture.address), picture.address).toBe("image/avif");
      // The route's widths step up by at most 1.6 times (480 → 750), hence this bound.
      expect(picture.file, picture.address).toBeLessThanOrEqual(Math.max(320, picture.needed * 1.6));
    }
  });
}

test("a thumbnail in a fixed slot of a few rem comes no wider than this screen needs for it", async ({ page }) => {
  await page.goto("/buy");
  const thumbnails = page.locator('img[sizes="3rem"]');
  await expect(thumbnails.first()).toBeVisible();
  await expect
    .poll(() => thumbnails.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  const chosen = await thumbnails.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      address: image.currentSrc,
      needed: Math.ceil(image.clientWidth * window.devicePixelRatio),
    })),
  );
  expect(chosen.length).toBeGreaterThan(0);
  for (const { address, needed } of chosen) {
    const width = Number(new URL(address).searchParams.get("w"));
    // The route's narrow widths (72, 144, 240) at most double from one to the next.
    expect(width, address).toBeGreaterThanOrEqual(needed);
    expect(width, address).toBeLessThanOrEqual(Math.max(72, needed * 2));
  }
});

test("an expert's portrait comes at least as wide as its box on this screen, never enlarged", async ({ page }) => {
  await page.goto("/experts");
  const portrait = page.locator(".expert-profile__image").first();
  await portrait.scrollIntoViewIfNeeded();
  await expect.poll(() => portrait.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
  const { address, needed } = await portrait.evaluate((image) => ({
    address: (image as HTMLImageElement).currentSrc,
    needed: Math.ceil(image.clientWidth * window.devicePixelRatio),
  }));
  const width = Number(new URL(address).searchParams.get("w") ?? Number.POSITIVE_INFINITY);
  expect(width, address).toBeGreaterThanOrEqual(needed);
});

test.describe("on a 3× phone 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  for (const route of ["/", "/faqs", "/measure-up", "/experts", "/how-it-works"]) {
    // Run under both projects' emulation (a phone's and a desktop browser's) at this one window size.
    test(`${route}'s main picture is the narrowest of its files that fills its box`, async ({ page }) => {
      await page.goto(route);
      const hero = page.locator('img[fetchpriority="high"]').first();
      await expect.poll(() => hero.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
      const { address, needed, candidates } = await hero.evaluate((image) => {
        const img = image as HTMLImageElement;
        return {
          address: img.currentSrc,
          needed: Math.ceil(img.clientWidth * window.devicePixelRatio),
          candidates: img.srcset.split(", ").map((candidate) => {
            const [url = "", width = ""] = candidate.split(" ");
            return { url: new URL(url, document.baseURI).href, width: Number.parseInt(width, 10) };
          }),
        };
      });
      const filling = candidates.filter((candidate) => candidate.width >= needed);
      const narrowest = filling.reduce((best, candidate) => (candidate.width < best.width ? candidate : best));
      expect(address, `box of ${needed} pixels`).toBe(narrowest.url);
    });
  }
});

/** Pictures whose `sizes` names a width far from the box they are shown in: the browser picks their file by it. */
async function sizesOffTheirBox(page: Page) {
  await scrollThrough(page);
  return page.evaluate(() =>
    [...document.images]
      // With a srcset of widths, the browser reports the width `sizes` named as the picture's own.
      .filter((image) => image.srcset !== "" && image.complete && image.naturalWidth > 0 && image.clientWidth > 0)
      .filter((image) => image.naturalWidth > 1.3 * image.clientWidth || image.naturalWidth < 0.85 * image.clientWidth)
      .map(
        (image) =>
          `${image.className || image.currentSrc}: box ${image.clientWidth}, sizes "${image.sizes}" says ${image.naturalWidth}`,
      ),
  );
}

for (const route of [...ROUTES, "/how-it-works"]) {
  test(`every picture's sizes on ${route} names the box it is shown in`, async ({ page }) => {
    await page.goto(route);
    expect(await sizesOffTheirBox(page)).toEqual([]);
  });
}

test.describe("on a tablet 800 px wide", () => {
  test.use({ viewport: { width: 800, height: 1000 } });

  for (const route of ["/", "/how-it-works", "/products"]) {
    test(`every picture's sizes on ${route} names the box it is shown in`, async ({ page }) => {
      await page.goto(route);
      expect(await sizesOffTheirBox(page)).toEqual([]);
    });
  }
});
