import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}
