import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

/**
 * A returning visitor may still hold the old shop's service worker and caches; the test serves that
 * worker and its page as the old shop did.
 */

const OLD_WORKER = "self.addEventListener('install', () => self.skipWaiting());";

test("a service worker of the old shop and its Cache Storage are gone after one visit", async ({ page, context }) => {
  await context.route("**/old-shop-sw.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: OLD_WORKER }),
  );
  await context.route("**/old-shop.html", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>The old shop</title>" }),
  );
  await page.goto("/old-shop.html");
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/old-shop-sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
    await (await caches.open("old-shop-pages")).put("/faqs", new Response("an old page"));
  });
  const held = () =>
    page.evaluate(async () => ({
      workers: (await navigator.serviceWorker.getRegistrations()).length,
      caches: await caches.keys(),
    }));
  expect(await held()).toEqual({ workers: 1, caches: ["old-shop-pages"] });

  await gotoHydrated(page, "/");

  await expect.poll(held).toEqual({ workers: 0, caches: [] });
});
