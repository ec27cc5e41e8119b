import { expect, test, type APIRequestContext } from "@playwright/test";
import { z } from "zod";
import { contentUrl, readEntry } from "./support/content";
import { FIRST_LOAD } from "./support/hydration";

/**
 * Only answers that are never shared set the session and locale cookies: a cached page never differs
 * by visitor. They are Secure; browsers keep those from http://localhost too.
 */

const SESSION_COOKIE =
  /(?:^|\n)bedsmade_session=([0-9a-f-]{36}); Max-Age=864000000; Path=\/; HttpOnly; SameSite=Lax; Secure(?:\n|$)/;
const LOCALE_COOKIE = /(?:^|\n)vsf-locale=en; Max-Age=31536000; Path=\/; SameSite=Lax; Secure(?:\n|$)/;

/** A visitor of their own: a cookie jar no other test shares, optionally starting with `cookie`. */
async function visitor(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  cookie?: string,
) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { Cookie: cookie } : {} });
}

test("the cart endpoint sets a new visitor's session id and locale, then reads them back without setting them again", async ({
  playwright,
  baseURL,
}) => {
  const shopper = await visitor(playwright, baseURL);
  const first = await shopper.get("/api/cart");
  expect(first.headers()["cache-control"]).toBe("no-store");
  const setCookies = first.headers()["set-cookie"] ?? "";
  expect(setCookies).toMatch(SESSION_COOKIE);
  expect(setCookies).toMatch(LOCALE_COOKIE);

  const again = await shopper.get("/api/cart");
  expect(again.headers()["set-cookie"]).toBeUndefined();
  expect(again.headers()["content-language"]).toBe("en");
  await shopper.dispose();
});

test("a tampered session id is replaced, and a locale we do not serve falls back to the configured one", async ({
  playwright,
  baseURL,
}) => {
  const tampered = await visitor(playwright, baseURL, "bedsmade_session=admin; vsf-locale=xx");
  const answer = await tampered.get("/api/cart");
  const setCookies = answer.headers()["set-cookie"] ?? "";
  expect(SESSION_COOKIE.exec(setCookies)?.[1]).toMatch(/^[0-9a-f]{8}-/);
  expect(setCookies).toMatch(LOCALE_COOKIE);
  expect(answer.headers()["content-language"]).toBe("en");
  await tampered.dispose();
});

test("/buy and a form's result page set the session and locale cookies too", async ({ playwright, baseURL }) => {
  const buyer = await visitor(playwright, baseURL);
  const buy = await buyer.get("/buy");
  expect(buy.headers()["cache-control"]).toBe("private, no-store");
  expect(buy.headers()["set-cookie"]).toMatch(SESSION_COOKIE);
  await buyer.dispose();

  const writer = await visitor(playwright, baseURL);
  const result = await writer.post("/api/forms", {
    form: { formType: "subscribe", email: "not-an-email" },
    headers: { Accept: "text/html", "X-Forwarded-For": "192.0.2.214" },
  });
  expect(result.status()).toBe(422);
  expect(result.headers()["set-cookie"]).toMatch(SESSION_COOKIE);
  expect(result.headers()["set-cookie"]).toMatch(LOCALE_COOKIE);
  await writer.dispose();
});

test("the page cache stores no cookie: a cached page is the same for every visitor and sets none", async ({
  playwright,
  baseURL,
}) => {
  const first = await visitor(playwright, baseURL);
  const firstPage = await first.get("/faqs");
  expect(firstPage.headers()["set-cookie"]).toBeUndefined();

  // Another visitor, with a session, a foreign locale and a token: served the stored copy, byte for byte, still no cookie.
  const second = await visitor(
    playwright,
    baseURL,
    "bedsmade_session=0b6f3c8e-5d1a-4c2b-9e7f-1a2b3c4d5e6f; vsf-locale=xx; bedsmade_token=t",
  );
  const secondPage = await second.get("/faqs");
  expect(secondPage.headers()["x-page-cache"]).toBe("hit");
  expect(secondPage.headers()["set-cookie"]).toBeUndefined();
  expect(await secondPage.text()).toBe(await firstPage.text());
  await Promise.all([first.dispose(), second.dispose()]);
});

test("/buy reads its CMS page: the pageSeo title, description and image, the step labels and three inclusion tiles", async ({
  page,
  request,
}) => {
  const buyPage = await readEntry(
    request,
    "pages",
    "buy",
    z.object({
      pageSeo: z.object({
        metaTitle: z.string(),
        metaDescription: z.string(),
        metaImage: z.object({ url: z.string() }),
      }),
      pageContent: z.array(z.looseObject({ __component: z.string() })),
    }),
  );
  const stepsBlock = z
    .object({
      buySteps: z.array(z.object({ label: z.string() })).length(4),
      inclusions: z.array(z.object({ heading: z.string() })).length(3),
    })
    .parse(buyPage.pageContent.find((block) => block.__component === "blocks.buy-steps"));

  await page.goto("/buy?step=1");
  await expect(page).toHaveTitle(buyPage.pageSeo.metaTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    buyPage.pageSeo.metaDescription.trim(),
  );
  // The storefront makes the CMS's media paths absolute on the content service's address.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new URL(buyPage.pageSeo.metaImage.url, contentUrl()).href,
  );
  const steps = page.getByRole("navigation", { name: "Purchase steps" }).getByRole("listitem");
  await expect(steps).toHaveText(
    stepsBlock.buySteps.map((step, index) => `${index + 1}${step.label}`),
    FIRST_LOAD,
  );
  const tiles = page.getByRole("region", { name: "Every set includes" }).getByRole("listitem");
  await expect(tiles).toHaveCount(3);
  for (const [index, tile] of stepsBlock.inclusions.entries()) {
    await expect(tiles.nth(index)).toContainText(tile.heading);
  }
});
