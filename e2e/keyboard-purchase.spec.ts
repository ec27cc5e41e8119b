import { test, type Page } from "@playwright/test";
import { expect, fetchInfoHeadings, gotoHydrated, SEED } from "./support/purchase";
import { classicVariant, shopUrl } from "./support/shop";

/**
 * The whole purchase with the keyboard alone, no click anywhere, checking after each step that focus
 * sits where a keyboard user expects it.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ reducedMotion: "reduce" });

/** Focus travels by Tab (or Shift+Tab) until it reaches an element matching `selector`. */
async function tabTo(page: Page, selector: string, { backwards = false, limit = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`${limit} presses of ${backwards ? "Shift+Tab" : "Tab"} never reached ${selector}`);
}

const focused = (page: Page, selector: string) => page.locator(`${selector}:focus`);
const stepHeading = (page: Page) => page.getByRole("heading", { level: 1 });

test("a shopper buys a set with the keyboard alone, from the home page to the checkout", async ({ page, request }) => {
  const headings = await fetchInfoHeadings(request);
  await gotoHydrated(page, "/");

  // The header's Buy now (the call to action on wide screens, its short twin on phones).
  await tabTo(page, '.site-header a[href^="/buy"]');
  await page.keyboard.press("Enter");
  await expect(stepHeading(page)).toHaveText("Choose your size", { timeout: 60_000 });
  await expect(page.locator("html[data-hydrated]")).toBeAttached();

  // Next without a size: the message shows and focus moves into the size group it is about.
  await tabTo(page, 'button[type="submit"][value="2"]');
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please select a mattress size")).toBeVisible();
  await expect(focused(page, "#buy-size input[type=radio]")).toHaveCount(1);

  // Arrow keys move through the sizes, skipping the sold-out one, and choose as they go.
  const queen = page.getByRole("radio", { name: /^Queen,/ });
  for (let presses = 0; presses < 6 && !(await queen.isChecked()); presses += 1)
    await page.keyboard.press("ArrowRight");
  await expect(queen).toBeChecked();
  await expect(queen).toBeFocused();
  await expect(page.getByText("Please select a mattress size")).toBeHidden();

  // An info sheet opens from its button and gives focus back to it on Escape.
  await tabTo(page, "button.info-trigger", { backwards: true });
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: headings.size.heading });
  await expect(sheet).toBeVisible();
  await expect(page.locator("dialog[open] :focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(focused(page, "button.info-trigger")).toHaveCount(1);

  await tabTo(page, 'button[type="submit"][value="2"]');
  await page.keyboard.press("Enter");
  await expect(stepHeading(page)).toHaveText("Choose your colour and depth");
  await expect(stepHeading(page)).toBeFocused();

  // Tab enters the depth group on its first depth for sale; Space chooses it.
  await tabTo(page, "#buy-depth input[type=radio]");
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: new RegExp(`^${SEED.depth}`) })).toBeChecked();
  await tabTo(page, 'button[type="submit"][value="3"]');
  await page.keyboard.press("Enter");
  await expect(stepHeading(page)).toHaveText("Shipping, returns and packaging");
  await expect(stepHeading(page)).toBeFocused();

  await tabTo(page, ".buy-step__buttons .button--primary");
  await expect(page.locator("button:focus")).toHaveText("Add to cart");
  await page.keyboard.press("Enter");
  await expect(stepHeading(page)).toHaveText("Order summary");
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByText(/1 x Classic Queen/)).toBeVisible();

  // Exit asks first, with "No, return" focused; Shift+Tab reaches "Yes, I'm sure".
  await tabTo(page, ".buy-bar__exit", { backwards: true });
  await page.keyboard.press("Enter");
  const leave = page.getByRole("dialog", { name: "Are you sure you want to leave?" });
  await expect(leave.getByRole("button", { name: "No, return" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(leave.getByRole("button", { name: "Yes, I'm sure" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/");

  // The cart panel: open, raise the quantity, reach Checkout.
  await expect(page.locator("button.cart-button")).toHaveAccessibleName(/1 item/);
  await tabTo(page, "button.cart-button");
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Your cart" });
  await expect(panel).toBeVisible();
  await tabTo(page, 'button[aria-label="Increase quantity"]');
  await page.keyboard.press("Enter");
  await expect(panel.getByText("Item Quantity Updated")).toBeVisible();
  await expect(panel.getByRole("heading", { name: /2 x Classic Queen/ })).toBeVisible();
  await expect(focused(page, 'button[aria-label="Increase quantity"]')).toHaveCount(1);

  // Escape closes the panel and gives focus back to the cart button; Enter opens it again.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(focused(page, "button.cart-button")).toHaveCount(1);
  // The button's own state says the close has landed (ui/Dialog.tsx closes through the page's state).
  await expect(page.locator("button.cart-button")).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();

  await tabTo(page, "dialog[open] .cart-checkout__button");
  await expect(page.locator("button:focus")).toHaveText(/Checkout/);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.href.startsWith(`${shopUrl()}/cart/c/`), { timeout: 15_000 });
});

type FocusReport = { element: string; problem: string | null } | "done";

/**
 * Runs in the page. A focus indicator is a box-shadow or a 2 px outline at 3:1 against its background
 * (WCAG 1.4.11); an opacity-0 radio in a tile may show it on an ancestor.
 */
function inspectFocus(): FocusReport {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body || element.dataset.focusSeen === "yes")
    return "done";
  element.dataset.focusSeen = "yes";
  const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;

  const channels = (colour: string): number[] => {
    const numbers = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const scale = colour.startsWith("color(") ? 255 : 1;
    return [(numbers[0] ?? 0) * scale, (numbers[1] ?? 0) * scale, (numbers[2] ?? 0) * scale, numbers[3] ?? 1];
  };
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
      const linear = value / 255;
      return linear <= 0.03928 ? linear / 12.92 : ((linear + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const backgroundBehind = (from: Element | null): string => {
    for (let node = from; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if ((channels(background)[3] ?? 0) > 0.5) return background;
    }
    return "rgb(255, 255, 255)";
  };
  const indicatorOf = (node: HTMLElement): string | null => {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) {
      const behind = backgroundBehind(Number.parseFloat(style.outlineOffset) >= 0 ? node.parentElement : node);
      const [lighter, darker] = [luminance(style.outlineColor), luminance(behind)].sort((a, b) => b - a);
      const ratio = ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
      return ratio >= 3 ? null : `outline ${style.outlineColor} on ${behind} has contrast ${ratio.toFixed(2)}:1`;
    }
    if (style.boxShadow !== "none") return null;
    return `no indicator (outline ${style.outlineStyle} ${style.outlineWidth}, no box-shadow)`;
  };

  const problem = indicatorOf(element);
  const box = element.getBoundingClientRect();
  const hidden = getComputedStyle(element).opacity === "0" || box.width <= 1 || box.height <= 1;
  if (problem === null || !hidden) return { element: name, problem };
  for (
    let ancestor = element.parentElement, level = 0;
    ancestor && level < 4;
    ancestor = ancestor.parentElement, level += 1
  ) {
    if (getComputedStyle(ancestor).outlineStyle !== "none" && indicatorOf(ancestor) === null)
      return { element: name, problem: null };
  }
  return { element: name, problem };
}

/** Tabs round the page (or the open dialog) once; every stop's problem, after at least `minimumStops` stops. */
async function focusProblems(page: Page, minimumStops: number, limit = 250): Promise<string[]> {
  const problems: string[] = [];
  for (let stops = 0; stops < limit; stops += 1) {
    await page.keyboard.press("Tab");
    const report = await page.evaluate(inspectFocus);
    if (report === "done") {
      expect(stops, "Tab stops before focus came round").toBeGreaterThanOrEqual(minimumStops);
      return problems;
    }
    if (report.problem) problems.push(`${report.element}: ${report.problem}`);
  }
  throw new Error(`focus did not come round within ${limit} presses of Tab`);
}

for (const path of ["/", "/contact", "/buy"]) {
  test(`every element Tab reaches on ${path} shows where focus is`, async ({ page }) => {
    await gotoHydrated(page, path);
    expect(await focusProblems(page, 5)).toEqual([]);
  });
}

test("every element Tab reaches in the cart panel with a line shows where focus is", async ({ page, request }) => {
  const variant = await classicVariant(request);
  const added = await page.request.post("/api/cart", {
    form: { intent: "add", variantKey: variant.key, quantity: "1" },
    headers: { Accept: "application/json" },
  });
  expect(added.ok()).toBe(true);
  await gotoHydrated(page, "/");
  await expect(page.locator("button.cart-button")).toHaveAccessibleName(/1 item/);
  await tabTo(page, "button.cart-button");
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Your cart" });
  // On a busy machine the panel can open on "Loading your cart…", before the lines' module arrives,
  // where Close is the only stop.
  await expect(panel.getByRole("button", { name: "Checkout" })).toBeVisible();
  // Close, quantity −, quantity +, delete, packaging, promo code, Apply, Edit cart, Checkout at least.
  expect(await focusProblems(page, 6)).toEqual([]);
});
