import { test, type Page } from "@playwright/test";
import { installClock, pauseClock, recordFetches, recordNavigations, settle } from "./support/clock";
import { chooseQueenAndDepth, currentStep, expect, gotoHydrated, next, size } from "./support/purchase";
import { classicVariant, shopUrl, type Variant } from "./support/shop";

/**
 * Each timing is checked 1 ms before and at its moment on the page's clock. The numbers are written
 * here, never read from the code they check.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ reducedMotion: "reduce" });

let variant: Variant;

test.beforeAll(async ({ request }) => {
  variant = await classicVariant(request);
});

test.beforeEach(async ({ page }) => {
  await installClock(page);
});

async function addToCart(page: Page, quantity: number): Promise<void> {
  const response = await page.request.post("/api/cart", {
    form: { intent: "add", variantKey: variant.key, quantity: String(quantity) },
    headers: { Accept: "application/json" },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** /buy step 4, the order summary, with one line of `quantity` sets. */
async function openSummary(page: Page, quantity: number) {
  await addToCart(page, quantity);
  await gotoHydrated(page, "/buy?step=4");
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByRole("button", { name: "Increase quantity" })).toBeEnabled();
  return summary;
}

const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).filter({ visible: true });

/**
 * The page's answer arrives in its own time, so timers due now are run until the toast shows; it must
 * leave exactly `ms` later.
 */
async function expectShownFor(page: Page, message: string, ms: number) {
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return toast(page, message).count();
    })
    .toBeGreaterThan(0);
  await page.clock.runFor(ms - 1);
  await expect(toast(page, message).first()).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast(page, message)).toHaveCount(0);
}

test("Yes removes the line and shows Successfully removed item from cart for 2 s (2000 ms)", async ({ page }) => {
  const summary = await openSummary(page, 1);
  await pauseClock(page);
  await summary.getByRole("button", { name: /^Delete / }).click();
  await page
    .getByRole("dialog", { name: "Are you sure you want to delete this item?" })
    .getByRole("button", {
      name: "Yes, I'm sure",
    })
    .click();
  await expectShownFor(page, "Successfully removed item from cart", 2000);
});

test("Quantity changes are debounced by 300 ms, several quick ones become one update with the last value, and Item Quantity Updated shows 2 s", async ({
  page,
}) => {
  const sent = await recordFetches(page);
  const summary = await openSummary(page, 2);
  const updates = async () => (await sent()).filter((request) => request.body.intent === "set-quantity");
  const more = summary.getByRole("button", { name: "Increase quantity" });
  const less = summary.getByRole("button", { name: "Decrease quantity" });

  await pauseClock(page);
  await more.click();
  await page.clock.runFor(200);
  await more.click();
  await page.clock.runFor(200);
  await more.click();
  await less.click();
  await expect(summary.getByLabel("Quantity", { exact: true })).toHaveValue("4");
  await page.clock.runFor(299);
  expect(await updates()).toEqual([]);
  await page.clock.runFor(1);
  expect((await updates()).map((request) => request.body.quantity)).toEqual(["4"]);

  await expectShownFor(page, "Item Quantity Updated", 2000);
  expect(await updates()).toHaveLength(1);
});

test("Item added to cart! appears after 1 s and hides after 3 s", async ({ page }) => {
  await chooseQueenAndDepth(page);
  await pauseClock(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.clock.runFor(100);
  await expect(currentStep(page)).toContainText("Checkout");
  // The flag leaves the address bar in the same moment the toast is scheduled.
  await expect(page).not.toHaveURL(/added=/);
  await page.clock.runFor(999);
  await expect(toast(page, "Item added to cart!")).toHaveCount(0);
  await page.clock.runFor(1);
  await expectShownFor(page, "Item added to cart!", 3000);
});

test("Step 3 Next, with a depth chosen, goes on to checkout after 0.1 s", async ({ page }) => {
  const sent = await recordFetches(page);
  await chooseQueenAndDepth(page);
  await pauseClock(page);
  const adds = async () => (await sent()).filter((request) => request.method === "POST");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.clock.runFor(99);
  expect(await adds()).toEqual([]);
  await expect(currentStep(page)).toContainText("Services");
  await page.clock.runFor(1);
  expect(await adds()).toHaveLength(1);
  await expect(currentStep(page)).toContainText("Checkout");
});

test("Step 4 Checkout shows loading, leaves for the checkout address after 2 s, and clears loading after 10 s", async ({
  page,
}) => {
  const navigations = await recordNavigations(page);
  const summary = await openSummary(page, 1);
  // The shop's checkout answers "No Content", so the page stays and its loading state can be watched.
  await page.route(`${shopUrl()}/cart/c/**`, (route) => route.fulfill({ status: 204 }));
  const toCheckout = async () =>
    (await navigations()).filter((navigation) => navigation.url.startsWith(`${shopUrl()}/cart/c/`));
  await pauseClock(page);
  const clickedAt = await page.evaluate(() => Date.now());
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/cart"));
  await summary.getByRole("button", { name: "Checkout" }).click();
  await answered;
  await expect(summary.getByRole("button", { name: /checkout/i })).toHaveAttribute("aria-busy", "true");

  await page.clock.runFor(1999);
  expect(await toCheckout()).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(async () => (await toCheckout()).map((navigation) => navigation.at)).toEqual([clickedAt + 2000]);

  await page.clock.runFor(10_000 - 2000 - 1);
  await expect(summary.getByRole("button", { name: /checkout/i })).toHaveAttribute("aria-busy", "true");
  await page.clock.runFor(1);
  await expect(summary.getByRole("button", { name: "Checkout" })).not.toHaveAttribute("aria-busy");
});

test("The buy-exit confirmation Yes closes it and goes home after 1 s (1000 ms)", async ({ page }) => {
  await gotoHydrated(page, "/buy");
  await pauseClock(page);
  await page.getByRole("button", { name: "Exit" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure you want to leave?" });
  await confirm.getByRole("button", { name: "Yes, I'm sure" }).click();
  await expect(confirm).toBeHidden();
  await page.clock.runFor(999);
  await expect(page).toHaveURL(/\/buy/);
  await page.clock.runFor(1);
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("The loading bar's throttle is 200 ms, so a page that answers sooner never shows it", async ({ page }) => {
  await gotoHydrated(page, "/buy");
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await size(page, "Queen").check({ force: true });
  await pauseClock(page);
  await next(page).click();
  // The bar's timer starts when React has rendered the navigation as busy.
  await settle(page);
  const bar = page.getByRole("progressbar", { name: "Loading page" });
  await page.clock.runFor(199);
  await expect(bar).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(bar).toBeVisible();
  release();
  await expect(currentStep(page)).toContainText("Details");
  await expect(bar).toHaveCount(0);
});
