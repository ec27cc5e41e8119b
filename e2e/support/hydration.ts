import { expect, type Page } from "@playwright/test";

/**
 * The first visit to a route can be slow: development mode compiles its modules on demand, and CI
 * machines are shared. A generous wait for that, used instead of any sleep.
 */
export const FIRST_LOAD = { timeout: 90_000 };

/** Opens a page and waits until React has hydrated it, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toBeAttached(FIRST_LOAD);
}
