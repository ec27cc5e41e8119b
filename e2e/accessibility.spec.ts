import { test, type APIRequestContext, type Page } from "@playwright/test";
import { z } from "zod";
import { expectNoAxeViolations } from "./support/axe";
import { readCollection } from "./support/content";
import { expect, fetchInfoHeadings, fetchSoldOutHeading, gotoHydrated, SEED, useNewVersion } from "./support/purchase";
import { classicVariant } from "./support/shop";

/**
 * axe-core (WCAG 2.2 AA) on every route and every open modal, sheet and toast. The routes come from
 * the content service, so a page added there is checked too.
 */

test.describe.configure({ timeout: 240_000 });
// Dialogs fade in; axe must see them settled, not half transparent.
test.use({ reducedMotion: "reduce" });

const articleEntry = z.object({ slug: z.string(), blogCategory: z.object({ slug: z.string() }).nullable() });

/** Every CMS page by its path (home is /, the 404 page is what an unknown path shows; /buy has its own tests). */
async function contentPaths(request: APIRequestContext): Promise<string[]> {
  const pages = await readCollection(request, "pages", z.object({ slug: z.string() }));
  const articles = await readCollection(request, "blog-articles", articleEntry);
  const article = articles.find((entry) => entry.blogCategory !== null);
  if (!article?.blogCategory) throw new Error("the CMS has no blog article with a category");
  const paths = pages
    .map((entry) => entry.slug)
    .filter((slug) => slug !== "buy")
    .map((slug) => (slug === "home" ? "/" : `/${slug}`));
  return [...paths, `/blog?category=${article.blogCategory.slug}`, `/${article.slug}`, "/no-such-page-here"];
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });
const next = (page: Page) => page.getByRole("button", { name: "Next" });

/**
 * Opens every closed <details> (FAQ answers, the menu's categories on phones, the tailored sheet's
 * items), as a visitor expanding them would: axe skips what is hidden, so a closed answer is unchecked.
 */
async function openDisclosures(page: Page): Promise<void> {
  await page.locator("details:not([open])").evaluateAll((closed) => {
    for (const details of closed) (details as HTMLDetailsElement).open = true;
  });
}

async function openAndCheck(page: Page, trigger: string, heading: string) {
  await page.getByRole("button", { name: trigger }).click();
  await expect(dialog(page, heading)).toBeVisible();
  await openDisclosures(page);
  await expectNoAxeViolations(page, `the "${heading}" sheet on ${page.url()}`);
  await page.keyboard.press("Escape");
  await expect(dialog(page, heading)).toBeHidden();
}

test("every content page, a category, an article and the 404 page", async ({ page, request }) => {
  for (const path of await contentPaths(request)) {
    await test.step(path, async () => {
      await gotoHydrated(page, path);
      await openDisclosures(page);
      await expectNoAxeViolations(page, path);
    });
  }
});

test("the navigation menu, the subscribe modal with an error and its thank-you", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.locator("dialog#site-menu")).toBeVisible();
  await openDisclosures(page);
  await expectNoAxeViolations(page, "the navigation menu");
  await page.keyboard.press("Escape");

  await page.locator(".site-footer__news").getByRole("button").click();
  const subscribe = page.locator("dialog[open]");
  await expect(subscribe).toBeVisible();
  await subscribe.getByLabel("Email address").fill("sam@");
  await subscribe.getByLabel("Email address").blur();
  await expect(subscribe.getByText("Please enter a valid email")).toBeVisible();
  await expectNoAxeViolations(page, "the subscribe modal with a validation error");
  await subscribe.getByLabel("Email address").fill(`a11y+${Date.now()}@example.com`);
  await subscribe.locator("button[type=submit]").click();
  await expect(dialog(page, "Thank you")).toBeVisible();
  await expectNoAxeViolations(page, "the thank-you modal");
});

test("the contact form with its validation errors, and the result pages without JavaScript", async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, "/contact");
  const form = page.locator("form.contact-form__form");
  await form.getByLabel("Email").fill("not-an-address");
  await form.getByLabel("Mobile").fill("0412 345 678");
  await form.getByLabel("Message").focus();
  await form.getByLabel("Email").focus();
  await expect(form.getByText("Please enter a valid Australian mobile number (with no spaces)")).toBeVisible();
  await expectNoAxeViolations(page, "the contact form with errors");

  // Scripts are refused rather than switched off, so the page works as without JavaScript while axe can still run.
  const context = await browser.newContext();
  await context.route("**/*", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.continue(),
  );
  const noScript = await context.newPage();
  await noScript.goto("/contact");
  const plain = noScript.locator("form.contact-form__form");
  await plain.getByLabel("Email").fill(`a11y-${Date.now()}@example.com`);
  await plain.getByLabel("Mobile").fill("0412 345 678");
  await plain.getByLabel("Message").fill("Is the fitted sheet elasticated all round?");
  await plain.locator("button[type=submit]").click();
  await expect(noScript.getByRole("button", { name: "Send again" })).toBeVisible();
  await expectNoAxeViolations(noScript, "the no-JS form result with an error");
  await noScript.getByLabel("Mobile").fill("0412345678");
  await noScript.getByRole("button", { name: "Send again" }).click();
  await expect(noScript.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await expectNoAxeViolations(noScript, "the no-JS form result: sent");
  await noScript.goto("/api/forms");
  await expect(noScript.getByRole("heading", { name: "Nothing was sent" })).toBeVisible();
  await expectNoAxeViolations(noScript, "the forms address opened directly");
  await context.close();
});

test("/buy at every step, its error states, sheets and modals", async ({ page, request }) => {
  const headings = await fetchInfoHeadings(request);
  const soldOutHeading = await fetchSoldOutHeading(request);

  await gotoHydrated(page, "/buy");
  await expectNoAxeViolations(page, "/buy step 1");
  await next(page).click();
  await expect(page.getByText("Please select a mattress size")).toBeVisible();
  await expectNoAxeViolations(page, "/buy step 1 without a size");

  await page
    .locator(".buy-tile", { has: page.getByRole("radio", { name: new RegExp(`^${SEED.soldOutSize},`) }) })
    .locator("label")
    .click({ force: true });
  await expect(dialog(page, soldOutHeading)).toBeVisible();
  await expectNoAxeViolations(page, "the sold-out modal");
  await page.keyboard.press("Escape");

  await page.getByRole("radio", { name: /^Queen,/ }).check({ force: true });
  await openAndCheck(page, "Size guide", headings.size.heading);
  await openAndCheck(page, "What makes the bottom sheet tailored", headings.tailored.heading);
  await page.getByRole("button", { name: "Exit" }).click();
  await expect(dialog(page, "Are you sure you want to leave?")).toBeVisible();
  await expectNoAxeViolations(page, "the exit confirmation");
  await dialog(page, "Are you sure you want to leave?").getByRole("button", { name: "No, return" }).click();

  await next(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your colour and depth");
  await expectNoAxeViolations(page, "/buy step 2");
  await next(page).click();
  await expect(page.getByText("Please select a mattress depth")).toBeVisible();
  await expectNoAxeViolations(page, "/buy step 2 without a depth");
  await openAndCheck(page, "About the colour White", headings.colour.heading);
  await openAndCheck(page, "How to measure your mattress depth", headings.depth.heading);

  await page.getByRole("radio", { name: new RegExp(`^${SEED.depth}`) }).check({ force: true });
  await next(page).click();
  await expect(page.locator('[aria-current="step"]')).toContainText("Services");
  await expectNoAxeViolations(page, "/buy step 3");
  await openAndCheck(page, "About shipping", headings.shipping.heading);
  await openAndCheck(page, "About returns and exchanges", headings.returnsAndExchanges.heading);
  await openAndCheck(page, "About premium packaging", headings.packaging.heading);

  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status").getByText("Item added to cart!")).toBeVisible();
  await expectNoAxeViolations(page, "/buy step 4 with a line and the added toast");
});

test("/buy step 0 in V1.1 and step 4 with an empty cart", async ({ page, context, baseURL }) => {
  await gotoHydrated(page, "/buy?step=4");
  await expect(
    page.getByRole("link", { name: "Start new purchase" }).or(page.getByRole("button", { name: "Start new purchase" })),
  ).toBeVisible();
  await expectNoAxeViolations(page, "/buy step 4 with an empty cart");

  await useNewVersion(context, baseURL);
  await gotoHydrated(page, "/buy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your product");
  await expectNoAxeViolations(page, "/buy step 0 (V1.1)");
});

test("the cart panel empty and with a line, the quantity toast, the delete confirmation and its toast", async ({
  page,
  request,
}) => {
  const variant = await classicVariant(request);
  await gotoHydrated(page, "/");
  const cartButton = page.locator("button.cart-button");
  await cartButton.click();
  const panel = dialog(page, "Your cart");
  await expect(panel.getByText("Looks like your cart is empty")).toBeVisible();
  await expectNoAxeViolations(page, "the empty cart panel");
  await page.keyboard.press("Escape");

  const added = await page.request.post("/api/cart", {
    form: { intent: "add", variantKey: variant.key, quantity: "1" },
    headers: { Accept: "application/json" },
  });
  expect(added.ok()).toBe(true);
  await gotoHydrated(page, "/");
  await expect(cartButton).toHaveAccessibleName(/1 item/);
  await cartButton.click();
  await expect(panel.getByRole("heading", { name: `1 x Classic ${variant.size}` })).toBeVisible();
  await expectNoAxeViolations(page, "the cart panel with a line");

  await panel.getByRole("button", { name: "Increase quantity" }).click();
  await expect(panel.getByText("Item Quantity Updated")).toBeVisible();
  await expectNoAxeViolations(page, "the quantity toast");

  await panel.getByRole("button", { name: /^Delete / }).click();
  const confirm = dialog(page, "Are you sure you want to delete this item?");
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, "the delete confirmation");
  await confirm.getByRole("button", { name: "Yes, I'm sure" }).click();
  await expect(panel.locator(".toast").filter({ hasText: "Successfully removed item from cart" })).toBeVisible();
  await expectNoAxeViolations(page, "the removed toast");
});

test("after the contact form's thank-you closes, focus is back at the start of the form", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const form = page.locator("form.contact-form__form");
  await form.getByLabel("Email").fill(`focus-${Date.now()}@example.com`);
  await form.getByLabel("Mobile").fill("0412345678");
  await form.getByLabel("Message").fill("Do you make sheets for a cot?");
  await form.locator("button[type=submit]").press("Enter");
  const thanks = dialog(page, "Thank you");
  await expect(thanks).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(thanks).toBeHidden();
  await expect(form.getByLabel("Email")).toBeFocused();
});

test("the contact form's mobile field says how to write the number before anything is typed", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const mobile = page.locator("form.contact-form__form").getByLabel("Mobile");
  await expect(mobile).toHaveAccessibleDescription(/Australian mobile.*without spaces/);
  await mobile.fill("0412 345 678");
  await mobile.blur();
  await expect(mobile).toHaveAccessibleDescription(
    /without spaces.*Please enter a valid Australian mobile number \(with no spaces\)/,
  );
});

/** Whether an element shows an edge of its own: a border or an outline the forced palette keeps. */
const hasEdge = (element: Element) => {
  const style = getComputedStyle(element);
  const border = style.borderTopStyle !== "none" && parseFloat(style.borderTopWidth) > 0;
  const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
  return border || outline;
};

test("in forced colours (Windows High Contrast) every button keeps its edge", async ({ page, request }) => {
  await page.emulateMedia({ forcedColors: "active" });
  const variant = await classicVariant(request);
  const added = await page.request.post("/api/cart", {
    form: { intent: "add", variantKey: variant.key, quantity: "1" },
    headers: { Accept: "application/json" },
  });
  expect(added.ok()).toBe(true);

  const edges: Record<string, boolean> = {};
  await gotoHydrated(page, "/buy?step=4");
  edges["Checkout"] = await page.getByRole("button", { name: "Checkout" }).evaluate(hasEdge);
  edges["Apply"] = await page.getByRole("button", { name: "Apply" }).evaluate(hasEdge);
  await gotoHydrated(page, "/buy");
  edges["Find my size"] = await page.getByRole("button", { name: "Find my size" }).evaluate(hasEdge);
  await gotoHydrated(page, "/contact");
  edges["Send message"] = await page.locator("form.contact-form__form button[type=submit]").evaluate(hasEdge);
  edges["Cart"] = await page.locator("button.cart-button").evaluate(hasEdge);
  edges["Menu"] = await page.getByRole("button", { name: "Menu", exact: true }).evaluate(hasEdge);
  expect(edges).toEqual({
    Checkout: true,
    Apply: true,
    "Find my size": true,
    "Send message": true,
    Cart: true,
    Menu: true,
  });
});
