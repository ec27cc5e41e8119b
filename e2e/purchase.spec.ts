import { test } from "@playwright/test";
import {
  chooseQueenAndDepth,
  currentStep,
  depth,
  expect,
  fetchInfoHeadings,
  fetchSoldOutHeading,
  gotoHydrated,
  next,
  SEED,
  size,
  useNewVersion,
} from "./support/purchase";
import { installClock } from "./support/clock";

/**
 * The purchase flow at /buy with JavaScript. Info and modal headings come from the content service;
 * the quoted messages are the shop's fixed wording.
 */

test.describe.configure({ timeout: 180_000 });
// A missing choice scrolls smoothly to its field; clicks aimed mid-scroll would miss the tiles.
test.use({ reducedMotion: "reduce" });

test("a shopper builds a set, adds it and finds it in the order summary and the header badge", async ({ page }) => {
  // The page's own clock, so the toast's leaving is brought about rather than waited for.
  await installClock(page);
  await gotoHydrated(page, "/buy");
  await expect(currentStep(page)).toContainText("Product");
  await expect(page.getByRole("navigation", { name: "Purchase steps" }).getByRole("listitem")).toHaveText([
    /1\s*Product/,
    /2\s*Details/,
    /3\s*Services/,
    /4\s*Checkout/,
  ]);
  await expect(size(page, "Queen")).toHaveAccessibleName(`Queen, ${SEED.classicQueenPrice}`);
  await expect(page.getByText("Fitted bottom sheet", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back", exact: true })).toHaveCount(0);

  await size(page, "Queen").check({ force: true });
  await expect(page).toHaveURL(/size=queen/);
  await next(page).click();
  await expect(currentStep(page)).toContainText("Details");
  await depth(page, SEED.depth).check({ force: true });
  await next(page).click();
  await expect(currentStep(page)).toContainText("Services");
  await expect(page.getByRole("checkbox", { name: "Premium packaging" })).toBeChecked();

  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(currentStep(page)).toContainText("Checkout");
  await expect(page.getByText("1 x Classic Queen")).toBeVisible();
  const toast = page.getByRole("status").getByText("Item added to cart!");
  await expect(toast).toBeVisible();
  // It leaves on its own (e2e/timings.spec.ts pins when: 3 s after it shows).
  await page.clock.runFor(3000);
  await expect(toast).toBeHidden();
  await expect(page).not.toHaveURL(/added=/);

  await gotoHydrated(page, "/");
  await expect(
    page.getByRole("button", { name: /1 item/ }).or(page.getByRole("link", { name: /1 item/ })),
  ).toBeVisible();
});

test("an add the cart cannot take stays on step 3 and says why, with the set still chosen", async ({ page }) => {
  await chooseQueenAndDepth(page);
  const add = page.getByRole("button", { name: "Add to cart" });

  await page.route("**/api/cart", (route) => route.abort("internetdisconnected"));
  await add.click();
  await expect(page.getByRole("alert").getByText(/^We couldn't reach your cart just now/)).toBeVisible();
  await expect(currentStep(page)).toContainText("Services");
  await page.unroute("**/api/cart");

  // A set the shop does not sell (a form tampered with) is refused with the shop's own reason.
  await page.locator('input[name="variantKey"]').evaluate((input: HTMLInputElement) => {
    input.value = "0";
  });
  await add.click();
  await expect(page.getByRole("alert").getByText("Please select a mattress size and depth.")).toBeVisible();
  await expect(currentStep(page)).toContainText("Services");
  await expect(page.getByText(`Classic Queen, ${SEED.depth}`)).toBeVisible();
});

test("Next without a size or a depth says so, and a choice clears the message", async ({ page }) => {
  await gotoHydrated(page, "/buy");
  await next(page).click();
  const sizeError = page.getByText("Please select a mattress size");
  await expect(sizeError).toBeVisible();
  await expect(page.locator("#buy-size input:focus")).toHaveCount(1);
  await size(page, "King").check({ force: true });
  await expect(sizeError).toBeHidden();
  await next(page).click();

  await expect(currentStep(page)).toContainText("Details");
  await next(page).click();
  const depthError = page.getByText("Please select a mattress depth");
  await expect(depthError).toBeVisible();
  await depth(page, SEED.depth).check({ force: true });
  await expect(depthError).toBeHidden();
});

test("sold-out sizes and depths cannot be chosen and offer the sold-out modal", async ({ page, request }) => {
  const soldOutHeading = await fetchSoldOutHeading(request);
  await gotoHydrated(page, "/buy");
  const soldOut = size(page, SEED.soldOutSize);
  await expect(soldOut).toBeDisabled();
  await expect(soldOut).toHaveAccessibleName(/SOLD OUT$/);
  // Playwright refuses to click a label whose radio is disabled; a shopper's click still lands on it.
  await page.locator(".buy-tile", { has: soldOut }).locator("label").click({ force: true });
  const modal = page.getByRole("dialog", { name: soldOutHeading });
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(soldOut).not.toBeChecked();

  await size(page, "Queen").check({ force: true });
  await next(page).click();
  const soldOutDepth = depth(page, SEED.soldOutQueenDepth);
  await expect(soldOutDepth).toBeDisabled();
  await expect(soldOutDepth).toHaveAccessibleName(`${SEED.soldOutQueenDepth}, SOLD OUT`);
  await page
    .locator(".buy-tile", { has: soldOutDepth })
    .getByRole("button", { name: /Notify me/ })
    .click();
  await expect(modal).toBeVisible();
});

test("a size tapped before the page's scripts have started stays chosen once they have", async ({ page }) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/buy", { waitUntil: "domcontentloaded" });
  await size(page, "King").check({ force: true });
  release();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page).toHaveURL(/size=king/);
  await expect(size(page, "King")).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=2.*size=king|size=king.*step=2/);
  await expect(page.getByText("Please select a mattress size")).toHaveCount(0);
});

test("the top bar's logo keeps its shape beside the steps, on a phone as on a desktop", async ({ page }) => {
  for (const step of ["/buy", "/buy?step=4"]) {
    await gotoHydrated(page, step);
    const logo = page.locator(".buy-bar__logo img");
    const shape = await logo.evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return { drawn: box.width / box.height, natural: image.naturalWidth / image.naturalHeight };
    });
    expect(shape.drawn).toBeCloseTo(shape.natural, 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  }
});

test("back on the services step after an add, the shopper is told the set is already in the cart", async ({ page }) => {
  await gotoHydrated(page, "/buy");
  await size(page, "Double").check({ force: true });
  await next(page).click();
  await depth(page, SEED.depth).check({ force: true });
  await next(page).click();
  await expect(currentStep(page)).toContainText("Services");
  const already = page.getByText("Your cart already has 1 of this set. Add to cart adds one more.");
  await expect(already).toHaveCount(0);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(currentStep(page)).toContainText("Checkout");
  await page.goBack();
  await expect(currentStep(page)).toContainText("Services");
  await expect(already).toBeVisible();
});

test("choosing another size resets the depth", async ({ page }) => {
  await chooseQueenAndDepth(page);
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(currentStep(page)).toContainText("Details");
  await expect(depth(page, SEED.depth)).toBeChecked();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(currentStep(page)).toContainText("Product");
  await expect(page).toHaveURL(/depth=/);
  await size(page, "King").check({ force: true });
  await expect(page).not.toHaveURL(/depth=/);
  await next(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your colour and depth");
  await expect(page.locator("#buy-depth input:checked")).toHaveCount(0);
});

test("Exit asks first, and Yes goes home", async ({ page }) => {
  await gotoHydrated(page, "/buy");
  await page.getByRole("button", { name: "Exit" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure you want to leave?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "No, return" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/buy/);
  await page.getByRole("button", { name: "Exit" }).click();
  await confirm.getByRole("button", { name: "Yes, I'm sure" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("the info sheets open from every step and close with Escape", async ({ page, request }) => {
  const headings = await fetchInfoHeadings(request);
  async function openAndEscape(trigger: string, heading: string) {
    const button = page.getByRole("button", { name: trigger });
    await button.click();
    const sheet = page.getByRole("dialog", { name: heading });
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();
  }

  await gotoHydrated(page, "/buy?step=1&line=classic&size=queen");
  await page.getByRole("button", { name: "Size guide" }).click();
  const sizeSheet = page.getByRole("dialog", { name: headings.size.heading });
  await expect(sizeSheet.getByRole("tab", { name: "Queen" })).toHaveAttribute("aria-selected", "true");
  await expect(sizeSheet.getByText("Width (W)").first()).toBeVisible();
  await expect(sizeSheet.getByText("Variable").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sizeSheet).toBeHidden();
  await openAndEscape("What makes the bottom sheet tailored", headings.tailored.heading);

  await next(page).click();
  await openAndEscape("About the colour White", headings.colour.heading);
  await openAndEscape("How to measure your mattress depth", headings.depth.heading);
  await depth(page, SEED.depth).check({ force: true });
  await next(page).click();
  await openAndEscape("About shipping", headings.shipping.heading);
  await openAndEscape("About returns and exchanges", headings.returnsAndExchanges.heading);
  await openAndEscape("About premium packaging", headings.packaging.heading);
});

test("the new version starts with the product choice", async ({ page, context, baseURL }) => {
  await useNewVersion(context, baseURL);
  await gotoHydrated(page, "/buy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your product");
  await page.getByRole("radio", { name: /Premium/ }).check({ force: true });
  await next(page).click();
  await expect(size(page, "Queen")).toHaveAccessibleName(`Queen, ${SEED.premiumQueenPrice}`);
  await expect(page.getByRole("button", { name: "Back", exact: true })).toHaveCount(0);
});

test("a step without its choices falls back to the step that needs them", async ({ page }) => {
  await gotoHydrated(page, "/buy?step=3&line=classic&size=queen");
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByText("Please select a mattress depth")).toBeVisible();
  await gotoHydrated(page, "/buy?step=banana&size=%3Cscript%3E");
  await expect(page).toHaveURL(/step=1/);
  await expect(currentStep(page)).toContainText("Product");
});
