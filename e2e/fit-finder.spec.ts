import { test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { depth, expect, gotoHydrated, SEED, size } from "./support/purchase";

/**
 * "Find my size" on /buy, with and without JavaScript. Sizes come from the CMS's size sheet, depth
 * ranges from the shop's variants.
 */

test.describe.configure({ timeout: 180_000 });

// A CMS still warming up leaves the page without a finder, as designed, so one visit warms it first.
test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  const warmUp = await browser.newPage();
  await gotoHydrated(warmUp, "/buy");
  await warmUp.close();
});

const QUEEN_ANSWER = "Your 152 × 203 cm mattress is a Queen (152.5 × 203 cm); 23 cm deep fits the 21–25 cm range.";
const finder = (page: Page) => page.getByRole("region", { name: "Find my size" });

async function measure(page: Page, width: string, length: string, depth: string) {
  await finder(page).getByLabel("Width (cm)").fill(width);
  await finder(page).getByLabel("Length (cm)").fill(length);
  await finder(page).getByLabel("Depth (cm)").fill(depth);
}

/**
 * After "Use this", Next and Add reach the cart, and the measurement travels onto the cart line, where
 * the summary and the workroom read it.
 */
async function useItAndAdd(page: Page) {
  await finder(page).getByRole("link", { name: "Use this: Queen, 21–25 cm" }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page).toHaveURL(/size=queen/);
  await expect(page.getByRole("radio", { name: new RegExp(`^${SEED.depth}`) })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=3/);
  await expect(page).toHaveURL(/fit-width=152/);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/step=4/);
  await expect(page).not.toHaveURL(/fit-/);
  await expect(page.getByText("1 x Classic Queen")).toBeVisible();
  await expect(page.getByText("Measured: 152 × 203 × 23 cm")).toBeVisible();
}

test.describe("with JavaScript", () => {
  test("the answer follows the typing, and Use this takes the shopper to the set in the cart", async ({ page }) => {
    await gotoHydrated(page, "/buy");
    await measure(page, "152", "203", "23");
    await expect(finder(page).locator('[aria-live="polite"]')).toContainText(QUEEN_ANSWER);
    await useItAndAdd(page);
  });

  test("inches are stated by the unit switch, and a mattress we do not make is sent to /contact", async ({ page }) => {
    await gotoHydrated(page, "/buy");
    await finder(page).getByRole("radio", { name: "Inches (in)" }).check();
    await finder(page).getByLabel("Width (in)").fill("60");
    await finder(page).getByLabel("Length (in)").fill("80");
    await finder(page).getByLabel("Depth (in)").fill("17");
    await expect(finder(page)).toContainText("is deeper than our deepest pocket, 36–40 cm");
    const contact = finder(page).getByRole("link", { name: "Contact us with your measurements" });
    const href = new URL((await contact.getAttribute("href")) ?? "", "https://shop.test");
    expect(href.pathname).toBe("/contact");
    expect(href.searchParams.get("message")).toContain("60 × 80 × 17 in (152.4 × 203.2 × 43.2 cm)");
    await contact.click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.getByRole("textbox", { name: /message/i })).toHaveValue(
      "My mattress measures 60 × 80 × 17 in (152.4 × 203.2 × 43.2 cm) (width × length × depth). Can you make a sheet set for it?",
    );
  });

  test("a sold-out recommendation says SOLD OUT and offers the sold-out modal, never the cart", async ({ page }) => {
    await gotoHydrated(page, "/buy");
    await measure(page, "203", "203", "28");
    await expect(finder(page)).toContainText("SOLD OUT");
    await expect(finder(page).getByRole("link", { name: /Use this/ })).toHaveCount(0);
    await finder(page).getByRole("button", { name: "Notify me when it's back" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the browser offers the last measurements next time, and forgets them when asked", async ({ page }) => {
    await gotoHydrated(page, "/buy");
    await measure(page, "152", "203", "23");
    await finder(page).getByRole("link", { name: "Use this: Queen, 21–25 cm" }).click();
    await expect(page).toHaveURL(/step=2/);

    await gotoHydrated(page, "/buy");
    await expect(finder(page)).toContainText("Your last measurements: 152 × 203 × 23 cm.");
    await finder(page).getByRole("button", { name: "Use my last measurements" }).click();
    await expect(finder(page).getByLabel("Width (cm)")).toHaveValue("152");
    await expect(finder(page).locator('[aria-live="polite"]')).toContainText(QUEEN_ANSWER);

    await gotoHydrated(page, "/buy");
    await finder(page).getByRole("button", { name: "Forget them" }).click();
    await expect(finder(page)).not.toContainText("Your last measurements");
    await gotoHydrated(page, "/buy");
    await expect(finder(page).getByRole("button", { name: "Use my last measurements" })).toHaveCount(0);
  });

  test("a set the shopper then picks by hand is not sent to the workroom with the measurement", async ({ page }) => {
    await gotoHydrated(page, "/buy");
    await measure(page, "152", "203", "23");
    await finder(page).getByRole("link", { name: "Use this: Queen, 21–25 cm" }).click();
    await expect(page).toHaveURL(/fit-width=152/);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/step=1/);
    await size(page, "Double").check({ force: true });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page).not.toHaveURL(/fit-/);
    await depth(page, SEED.depth).check({ force: true });
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/step=4/);
    await expect(page.getByText("1 x Classic Double")).toBeVisible();
    await expect(page.getByText(/^Measured:/)).toHaveCount(0);
  });

  test("tabbing past the optional finder leaves it calm; its messages wait for typing or Find my size", async ({
    page,
  }) => {
    await gotoHydrated(page, "/buy");
    const sides = ["Width (cm)", "Length (cm)", "Depth (cm)"].map((label) => finder(page).getByLabel(label));
    await sides[0]?.focus();
    for (let press = 0; press < sides.length; press += 1) await page.keyboard.press("Tab");
    for (const side of sides) await expect(side).not.toHaveAttribute("aria-invalid", "true");
    await expect(finder(page).getByText("Required")).toHaveCount(0);

    await finder(page).getByRole("button", { name: "Find my size" }).click();
    for (const side of sides) await expect(side).toHaveAttribute("aria-invalid", "true");
  });

  test("a side typed and then cleared says it is needed once the shopper leaves it", async ({ page }) => {
    await gotoHydrated(page, "/buy");
    const width = finder(page).getByLabel("Width (cm)");
    await width.fill("15");
    await width.fill("");
    await page.keyboard.press("Tab");
    await expect(width).toHaveAttribute("aria-invalid", "true");
    await expect(finder(page).getByLabel("Length (cm)")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a measurement that is not a mattress gets a sentence saying what we expect", async ({ page }) => {
    await gotoHydrated(page, "/buy");
    await measure(page, "2", "203", "23");
    await expect(finder(page)).toContainText(
      "We expect a mattress width between 50 and 300 cm; please measure it again",
    );
  });
});

test("the finder is axe-clean with a recommendation, a sold-out answer, a hand-off and a message", async ({ page }) => {
  await gotoHydrated(page, "/buy");
  await measure(page, "152", "203", "23");
  await expect(finder(page)).toContainText(QUEEN_ANSWER);
  await expectNoAxeViolations(page, "/buy's fit finder recommending a set");
  await measure(page, "203", "203", "28");
  await expect(finder(page)).toContainText("SOLD OUT");
  await expectNoAxeViolations(page, "/buy's fit finder recommending a sold-out set");
  await measure(page, "165", "203", "23");
  await expect(finder(page)).toContainText("is between our sizes");
  await expectNoAxeViolations(page, "/buy's fit finder between sizes");
  await measure(page, "2", "203", "23");
  await expect(finder(page)).toContainText("We expect a mattress width");
  await expectNoAxeViolations(page, "/buy's fit finder with a message");
});

test("on the measure-up page, Find my size takes the tape's figures to /buy's size step, which answers", async ({
  page,
}) => {
  await gotoHydrated(page, "/measure-up");
  const form = page.getByRole("form", { name: "Find my size" });
  await form.getByLabel("Width (cm)").fill("152");
  await form.getByLabel("Length (cm)").fill("203");
  await form.getByLabel("Depth (cm)").fill("23");
  await form.getByRole("button", { name: "Find my size" }).click();
  await expect(page).toHaveURL(/\/buy\?.*fit-width=152/);
  await expect(finder(page)).toContainText(QUEEN_ANSWER);
  await expect(finder(page).getByLabel("Depth (cm)")).toHaveValue("23");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Find my size is a form the server answers, and Use this takes the shopper to the set in the cart", async ({
    page,
  }) => {
    await page.goto("/buy");
    await measure(page, "152", "203", "23");
    await finder(page).getByRole("button", { name: "Find my size" }).click();
    await expect(page).toHaveURL(/fit-width=152/);
    await expect(finder(page)).toContainText(QUEEN_ANSWER);
    await useItAndAdd(page);
  });
});
