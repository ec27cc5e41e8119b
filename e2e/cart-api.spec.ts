import { expect, test, type APIRequestContext } from "@playwright/test";
import { z } from "zod";

/**
 * The cart endpoint through the running stack: storefront → shop service. The variant comes from
 * the shop itself, so a change to the seed cannot break these journeys.
 */

const shopUrl = process.env.E2E_SHOP_URL;
const INVALID_CODE = "This promo code is invalid";

const VARIANTS_QUERY = `#graphql
  query CartApiJourneyVariants {
    products(first: 10) {
      nodes {
        handle
        variants(first: 100) {
          nodes {
            id
            availableForSale
          }
        }
      }
    }
  }
`;

const variantsResponse = z.object({
  data: z.object({
    products: z.object({
      nodes: z.array(
        z.object({
          handle: z.string(),
          variants: z.object({ nodes: z.array(z.object({ id: z.string(), availableForSale: z.boolean() })) }),
        }),
      ),
    }),
  }),
});

const money = z.object({ amount: z.string(), currencyCode: z.string() }).nullable();
const cartBody = z.object({
  cart: z
    .object({
      itemCount: z.number(),
      total: money,
      lines: z.array(z.object({ id: z.string(), quantity: z.number(), premiumPackaging: z.boolean() })),
      discountCodes: z.array(z.object({ code: z.string(), applicable: z.boolean() })),
    })
    .nullable(),
  notices: z.array(z.object({ message: z.string() })).optional(),
});

async function availableVariantKey(request: APIRequestContext): Promise<string> {
  if (!shopUrl) throw new Error("E2E_SHOP_URL is not set: run this through the root playwright.config.ts");
  const response = await request.post(`${shopUrl}/api/2026-04/graphql.json`, { data: { query: VARIANTS_QUERY } });
  const products = variantsResponse.parse(await response.json()).data.products.nodes;
  const variant = products
    .find((product) => product.handle.includes("classic"))
    ?.variants.nodes.find((node) => node.availableForSale);
  if (!variant) throw new Error("the shop has no classic variant for sale");
  return new URL(variant.id).pathname.split("/").pop() ?? "";
}

async function post(request: APIRequestContext, form: Record<string, string>) {
  const response = await request.post("/api/cart", { form });
  return { status: response.status(), body: cartBody.parse(await response.json()) };
}

test("add, read back, change quantity, apply WELCOME10 and refuse a bad code", async ({ request }) => {
  const variantKey = await availableVariantKey(request);

  const empty = await request.get("/api/cart");
  expect(empty.headers()["cache-control"]).toBe("no-store");
  expect(await empty.json()).toEqual({ cart: null, itemCount: 0 });

  const added = await post(request, { intent: "add", variantKey });
  expect(added.status).toBe(200);

  const read = await request.get("/api/cart");
  const { cart, itemCount } = z
    .object({ itemCount: z.number() })
    .and(cartBody)
    .parse(await read.json());
  expect(itemCount).toBe(1);
  const line = cart?.lines[0];
  expect(line?.premiumPackaging).toBe(true);

  const updated = await post(request, { intent: "set-quantity", lineId: line?.id ?? "", quantity: "3" });
  expect(updated.body.cart?.itemCount).toBe(3);

  const applied = await post(request, { intent: "apply-code", code: "WELCOME10" });
  expect(applied.body.cart?.discountCodes).toEqual([{ code: "WELCOME10", applicable: true }]);
  expect(Number(applied.body.cart?.total?.amount)).toBeLessThan(Number(updated.body.cart?.total?.amount));

  const invalid = await post(request, { intent: "apply-code", code: "NOT-A-REAL-CODE" });
  expect(invalid.body.notices?.map((notice) => notice.message)).toContain(INVALID_CODE);
  expect(invalid.body.cart?.discountCodes).toEqual([{ code: "WELCOME10", applicable: true }]);

  const badInput = await post(request, { intent: "set-quantity", lineId: line?.id ?? "", quantity: "31" });
  expect(badInput.status).toBe(400);
  expect(badInput.body.notices?.[0]?.message).toBeTruthy();
});

test("a form posted without JavaScript is answered with a redirect, and checkout leaves for the shop", async ({
  request,
}) => {
  const variantKey = await availableVariantKey(request);
  const asBrowser = { Accept: "text/html", "Sec-Fetch-Mode": "navigate" };

  const added = await request.post("/api/cart", {
    form: { intent: "add", variantKey, redirectTo: "/buy?step=4" },
    headers: asBrowser,
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  expect(added.headers()["location"]).toBe("/buy?step=4");

  const offSite = await request.post("/api/cart", {
    form: { intent: "apply-code", code: "NOT-A-REAL-CODE", redirectTo: "https://elsewhere.example/" },
    headers: asBrowser,
    maxRedirects: 0,
  });
  expect(offSite.headers()["location"]).toBe("/buy?step=4");
  expect(offSite.headers()["set-cookie"]).toMatch(/_cart_flash=/);

  const checkout = await request.post("/api/cart", {
    form: { intent: "checkout" },
    headers: asBrowser,
    maxRedirects: 0,
  });
  expect(checkout.status()).toBe(303);
  const location = new URL(checkout.headers()["location"] ?? "");
  expect(location.origin).toBe(shopUrl);
  expect(location.pathname).toMatch(/^\/cart\/c\//);
});

test("a React Router fetcher's request (.data) gets the action's status and cookie", async ({ request }) => {
  const variantKey = await availableVariantKey(request);
  const added = await request.post("/api/cart.data", { form: { intent: "add", variantKey } });
  expect(added.status()).toBe(200);
  expect(added.headers()["set-cookie"]).toMatch(/_cart_id=/);
  expect(await added.text()).toContain("itemCount");

  const invalid = await request.post("/api/cart.data", { form: { intent: "apply-code", code: "NOT-A-REAL-CODE" } });
  expect(await invalid.text()).toContain(INVALID_CODE);

  const badInput = await request.post("/api/cart.data", { form: { intent: "add", variantKey, quantity: "0" } });
  expect(badInput.status()).toBe(400);
  expect(await badInput.text()).toContain("Please enter a whole number from 1 to 30.");
});

test("a shopper's cart is never kept as a page and handed to the next visitor", async ({
  request,
  playwright,
  baseURL,
}) => {
  const variantKey = await availableVariantKey(request);
  await post(request, { intent: "add", variantKey });
  const address = `/api/cart.data?visit=${Date.now()}`;
  const asked = await request.get(address);
  expect(asked.status()).toBe(404);
  expect(asked.headers()["cache-control"]).toBe("no-store");

  const stranger = await playwright.request.newContext({ baseURL });
  const after = await stranger.get(address);
  expect(await after.text()).not.toContain("gid://shopify/Cart/");
  await stranger.dispose();
});
