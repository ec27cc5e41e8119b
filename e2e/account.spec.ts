import { expect, test } from "@playwright/test";
import { FIRST_LOAD } from "./support/hydration";

/** /account is the route behind the session-cookie guard. */

test("without the session token cookie, /account sends the visitor to / and keeps no query", async ({
  page,
  baseURL,
}) => {
  await page.goto("/account?redirect=https://elsewhere.example/&next=//elsewhere.example");
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
});

test("with the session token cookie, /account shows what a signed-in shopper finds where, never cached", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "bedsmade_token", value: "signed-in-shopper", url: baseURL ?? "" }]);
  const response = await page.goto("/account");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole("heading", { name: "Your orders" })).toBeVisible();
  await expect(page.getByText("Orders are placed and kept at our secure checkout.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us" }).first()).toHaveAttribute("href", "/contact");
});
