import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

/**
 * Static blocks travel once, as HTML (app/blocks/sent-as-html.ts): left out of the hydration data, they
 * still show, hydrate cleanly and follow links without a reload.
 */

const MAKERS_BLOCK = "[data-sent-as-html^='blocks.meet-the-makers']";

test("the home page's static blocks are in its HTML once, stay after hydration, and their links navigate in the page", async ({
  page,
}) => {
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") complaints.push(message.text());
  });
  page.on("pageerror", (error) => complaints.push(error.message));

  const document = await (await page.request.get("/", { headers: { "cache-control": "no-cache" } })).text();
  await gotoHydrated(page, "/");
  const makers = page.locator(MAKERS_BLOCK);
  const heading = (await makers.getByRole("heading").first().textContent()) ?? "";
  const story = (await makers.locator("p").last().textContent()) ?? "";
  expect(heading.length, "the makers' block has a heading").toBeGreaterThan(0);
  // The block's words are in the page once: in its HTML, not again in the data the scripts read.
  const dataScript = /streamController\.enqueue\(([\s\S]*?)\);<\/script>/.exec(document)?.[1] ?? "";
  expect(dataScript.length, "the page carries data for hydration").toBeGreaterThan(0);
  expect(dataScript).not.toContain(JSON.stringify(story).slice(1, 40));
  await expect(makers.getByRole("heading").first()).toHaveText(heading);
  await expect(makers.locator("p").last()).toHaveText(story);
  expect(complaints).toEqual([]);

  // A link in a static block navigates as React Router links do: the document stays.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = page.locator("[data-sent-as-html] a[data-discover]").first();
  const href = (await link.getAttribute("href")) ?? "";
  await link.click();
  await expect(page).toHaveURL(href);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  // Back on the home page, its blocks come from a data request, whole, and show as before.
  await page.goBack();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(complaints).toEqual([]);
});
