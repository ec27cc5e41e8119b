import { test, type Page } from "@playwright/test";
import { installClock, pauseClock, recordFetches } from "./support/clock";
import { expect, gotoHydrated } from "./support/purchase";
import { classicVariant, type Variant } from "./support/shop";

/**
 * Quantity 1 to 30, and 0 removes the line, on /buy's order summary (the cart's line editor). The
 * clock is paused, so nothing reaches the shop until a test passes the 300 ms debounce.
 */

test.describe.configure({ timeout: 120_000 });

let variant: Variant;

test.beforeAll(async ({ request }) => {
  variant = await classicVariant(request);
});

async function summaryWith(page: Page, quantity: number) {
  const response = await page.request.post("/api/cart", {
    form: { intent: "add", variantKey: variant.key, quantity: String(quantity) },
    headers: { Accept: "application/json" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await gotoHydrated(page, "/buy?step=4");
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByLabel("Quantity", { exact: true })).toHaveValue(String(quantity));
  await pauseClock(page);
  return {
    field: summary.getByLabel("Quantity", { exact: true }),
    less: summary.getByRole("button", { name: "Decrease quantity" }),
    more: summary.getByRole("button", { name: "Increase quantity" }),
    summary,
  };
}

test.beforeEach(async ({ page }) => {
  await installClock(page);
});

test("− stops at 1", async ({ page }) => {
  const { field, less } = await summaryWith(page, 2);
  await less.click();
  await expect(field).toHaveValue("1");
  await expect(less).toBeDisabled();
});

test("+ stops at 30", async ({ page }) => {
  const { field, more } = await summaryWith(page, 1);
  await field.fill("29");
  await expect(more).toBeEnabled();
  await more.click();
  await expect(field).toHaveValue("30");
  await expect(more).toBeDisabled();
});

test("31 is refused with a message, and nothing is sent", async ({ page }) => {
  const sent = await recordFetches(page);
  const { field, summary } = await summaryWith(page, 1);
  await field.fill("31");
  await expect(summary.getByRole("alert").filter({ hasText: "Choose a whole number from 1 to 30." })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await page.clock.runFor(1000);
  expect((await sent()).filter((request) => request.method === "POST")).toEqual([]);
});

test("typing 0 removes the line", async ({ page }) => {
  const { field, summary } = await summaryWith(page, 1);
  await field.fill("0");
  const sent = page.waitForResponse(
    (response) => response.url().endsWith("/api/cart") && response.request().method() === "POST",
  );
  await page.clock.runFor(300);
  expect((await sent).ok()).toBe(true);
  await expect(summary.getByText("Looks like your cart is empty")).toBeVisible();
  await expect(summary.getByRole("link", { name: "Start new purchase" })).toBeVisible();
  const cart = await page.request.get("/api/cart", { headers: { Accept: "application/json" } });
  expect(await cart.json()).toMatchObject({ itemCount: 0 });
});
