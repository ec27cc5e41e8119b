import { test } from "@playwright/test";
import { expect, SEED, useNewVersion } from "./support/purchase";
import { classicVariant, shopUrl } from "./support/shop";

/** The purchase flow without JavaScript: every step is a real form, the add a real post. */

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 180_000 });

test("without JavaScript a shopper goes from product to size, depth and add, and sees the line in the summary", async ({
  page,
  context,
  baseURL,
}) => {
  await useNewVersion(context, baseURL);
  await page.goto("/buy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your product");
  await page.getByRole("radio", { name: /Classic/ }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/step=1/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select a mattress size")).toBeVisible();
  await page.getByRole("radio", { name: /^Queen,/ }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/step=2/);
  await page.getByRole("radio", { name: SEED.depth }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/step=3/);
  await page.getByRole("button", { name: "Add to cart" }).click();

  await expect(page).toHaveURL(/step=4/);
  await expect(page.getByText("Item added to cart!")).toBeVisible();
  await expect(page.getByText("1 x Classic Queen")).toBeVisible();
});

test("without JavaScript the summary changes the quantity, applies codes, removes the line and checks out", async ({
  page,
  request,
}) => {
  const variant = await classicVariant(request);
  const added = await page.request.post("/api/cart", {
    form: { intent: "add", variantKey: variant.key, quantity: "1" },
  });
  expect(added.ok()).toBe(true);
  await page.goto("/buy?step=4");
  await expect(page.getByText(`1 x Classic ${variant.size}`)).toBeVisible();

  await page.getByRole("spinbutton", { name: "Quantity", exact: true }).fill("2");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText(`2 x Classic ${variant.size}`)).toBeVisible();

  await page.getByLabel("Promo code").fill("BOGUS");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("This promo code is invalid")).toBeVisible();
  await page.getByLabel("Promo code").fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("list", { name: "Applied promo codes" })).toContainText("WELCOME10");

  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(shopUrl())}/cart/c/`));
  await expect(page.getByRole("button", { name: "Place test order" })).toBeVisible();

  await page.goto("/buy?step=4");
  await page.getByRole("button", { name: /^Delete / }).click();
  await expect(page.getByRole("link", { name: "Start new purchase" })).toBeVisible();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
