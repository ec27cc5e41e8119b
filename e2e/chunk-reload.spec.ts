import { expect, test, type Page } from "@playwright/test";
import { settle } from "./support/clock";
import { classicVariant } from "./support/shop";

/**
 * A failed chunk reloads the page at most once per 60 s, through the real wiring: the cart lines'
 * chunk fails and root.tsx's error boundary decides. setFixedTime holds Date but keeps timers running.
 */

test.describe.configure({ timeout: 180_000 });

const FIRST_FAILURE_AT = new Date("2026-04-01T09:00:00+10:00").getTime();

/**
 * Numbers each document the tab loads and counts the reloads it starts, in session storage (which
 * outlives a reload), at the moment `location.reload()` is called: the Navigation API's navigate event
 * fires inside that call.
 */
async function recordTab(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const documents = Number(sessionStorage.getItem("e2e:documents") ?? 0) + 1;
    sessionStorage.setItem("e2e:documents", String(documents));
    Object.assign(window, { __e2eDocument: documents });
    const api = (window as unknown as { navigation?: EventTarget }).navigation;
    api?.addEventListener("navigate", (event) => {
      if ((event as unknown as { navigationType: string }).navigationType !== "reload") return;
      sessionStorage.setItem("e2e:reloads", String(Number(sessionStorage.getItem("e2e:reloads") ?? 0) + 1));
    });
  });
}

/** Which document the tab shows, how often it reloaded, whether it shows the chunk's error page, and the moments the page keeps in session storage. */
const tab = (page: Page) =>
  page
    .evaluate(() => ({
      document: (window as unknown as { __e2eDocument: number }).__e2eDocument,
      reloads: Number(sessionStorage.getItem("e2e:reloads") ?? 0),
      errorPage: /dynamically imported module/.test(document.querySelector("h1")?.textContent ?? ""),
      stored: Object.entries(sessionStorage)
        .filter(([key, value]) => !key.startsWith("e2e:") && /^\d+$/.test(value))
        .map(([, value]) => Number(value)),
    }))
    // A reload under way has no page to ask yet.
    .catch(() => null);

/** Waits until the tab is in `expected`, then lets the page finish its effects and checks it stays there. */
async function expectTab(page: Page, expected: NonNullable<Awaited<ReturnType<typeof tab>>>) {
  await expect.poll(() => tab(page), { timeout: 60_000 }).toEqual(expected);
  await settle(page);
  expect(await tab(page)).toEqual(expected);
}

test("a chunk that fails to load reloads the page once, records it in session storage, and not again until 60,000 ms have passed", async ({
  page,
  request,
}) => {
  const variant = await classicVariant(request);
  await recordTab(page);
  // The panel's lines chunk, as built (/assets/CartContents-<hash>.js) or served in development.
  await page.route(
    (url) => /\/CartContents(-[\w-]+)?\.(js|tsx)$/.test(url.pathname),
    (route) => route.abort("failed"),
  );
  const added = await page.request.post("/api/cart", {
    form: { intent: "add", variantKey: variant.key, quantity: "1" },
    headers: { Accept: "application/json" },
  });
  expect(added.ok(), await added.text()).toBe(true);

  // The first failure reloads; the reloaded page fails again in the same moment and shows the error.
  await page.clock.setFixedTime(FIRST_FAILURE_AT);
  await page.goto("/");
  await expectTab(page, { document: 2, reloads: 1, errorPage: true, stored: [FIRST_FAILURE_AT] });

  // 59,999 ms after the reload: no reload.
  await page.clock.setFixedTime(FIRST_FAILURE_AT + 59_999);
  await page.goto("/");
  await expectTab(page, { document: 3, reloads: 1, errorPage: true, stored: [FIRST_FAILURE_AT] });

  // 60,000 ms after it: one reload more, recorded.
  await page.clock.setFixedTime(FIRST_FAILURE_AT + 60_000);
  await page.goto("/");
  await expectTab(page, { document: 5, reloads: 2, errorPage: true, stored: [FIRST_FAILURE_AT + 60_000] });
});
