import { test } from "@playwright/test";
import { expect, SEED, useNewVersion } from "./support/purchase";

/** SPEC §2 purchase flow without JavaScript: every step is a real form, the add a real post. */

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
