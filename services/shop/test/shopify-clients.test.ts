import {
  CartAttributesUpdate,
  CartBuyerIdentityUpdate,
  CartCreate,
  CartDiscountCodesUpdate,
  CartLineAdd,
  CartLineRemove,
  CartLineUpdate,
  CartNoteUpdate,
  CartQuery,
  defaultCartFragment,
} from "@shopify/hydrogen-react/cart-queries";
import { createStorefrontApiClient, type StorefrontApiClient } from "@shopify/storefront-api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop, VARIANTS, type Json, type TestShop } from "./helpers.js";

/*
 * Shopify's own clients, unchanged: @shopify/storefront-api-client sends hydrogen-react's
 * CartProvider queries (its default cart fragment), exactly as a storefront built on them would.
 */

const TOKEN = "public-test-token";
let shop: TestShop;
let client: StorefrontApiClient;

beforeAll(async () => {
  shop = await startShop({ storefrontToken: TOKEN });
  client = createStorefrontApiClient({
    storeDomain: shop.service.url,
    apiVersion: "2026-04",
    publicAccessToken: TOKEN,
    // The client always speaks https to a shop domain; the stand-in listens on plain http here.
    customFetchApi: (url, init) => fetch(url.replace(/^https:/, "http:"), init),
  });
});
afterAll(() => shop.stop());

async function send(query: string, variables: Record<string, unknown>): Promise<Json> {
  const { data, errors } = await client.request<Json>(query, { variables });
  expect(errors).toBeUndefined();
  return data;
}

async function createCart(variables: Record<string, unknown>): Promise<Json> {
  const data = await send(CartCreate(defaultCartFragment), variables);
  return data.cartCreate.cart;
}

describe("hydrogen-react's CartProvider queries through @shopify/storefront-api-client", () => {
  it("creates a cart, answering the deprecated tax and duty amounts with null as Shopify does", async () => {
    const cart = await createCart({ input: { lines: [{ merchandiseId: VARIANTS.classicQueen2630, quantity: 2 }] } });
    expect(cart).toMatchObject({
      totalQuantity: 2,
      buyerIdentity: { countryCode: null, customer: null, email: null, phone: null },
      cost: { subtotalAmount: { amount: "1700.0", currencyCode: "AUD" }, totalDutyAmount: null, totalTaxAmount: null },
      note: null,
      attributes: [],
      discountCodes: [],
    });
    expect(cart.lines.edges[0].node).toMatchObject({
      quantity: 2,
      merchandise: { id: VARIANTS.classicQueen2630, product: { handle: "classic-sheet-set" } },
    });
  });

  it("runs every cart action the provider offers", async () => {
    const cartId: string = (await createCart({ input: {} })).id;
    const added = await send(CartLineAdd(defaultCartFragment), {
      cartId,
      lines: [{ merchandiseId: VARIANTS.premiumKing2630, quantity: 1 }],
    });
    const lineId: string = added.cartLinesAdd.cart.lines.edges[0].node.id;
    const updated = await send(CartLineUpdate(defaultCartFragment), { cartId, lines: [{ id: lineId, quantity: 3 }] });
    expect(updated.cartLinesUpdate.cart.totalQuantity).toBe(3);

    const noted = await send(CartNoteUpdate(defaultCartFragment), { cartId, note: "Please leave at the door" });
    expect(noted.cartNoteUpdate.cart.note).toBe("Please leave at the door");
    const attributes = [{ key: "Gift wrap", value: "Yes" }];
    const attributed = await send(CartAttributesUpdate(defaultCartFragment), { cartId, attributes });
    expect(attributed.cartAttributesUpdate.cart.attributes).toEqual(attributes);
    const identified = await send(CartBuyerIdentityUpdate(defaultCartFragment), {
      cartId,
      buyerIdentity: { countryCode: "NZ" },
    });
    expect(identified.cartBuyerIdentityUpdate.cart.buyerIdentity.countryCode).toBe("NZ");
    const discounted = await send(CartDiscountCodesUpdate(defaultCartFragment), {
      cartId,
      discountCodes: ["WELCOME10"],
    });
    expect(discounted.cartDiscountCodesUpdate.cart.discountCodes).toEqual([{ code: "WELCOME10", applicable: true }]);

    const removed = await send(CartLineRemove(defaultCartFragment), { cartId, lines: [lineId] });
    expect(removed.cartLinesRemove.cart.totalQuantity).toBe(0);
    const fetched = await send(CartQuery(defaultCartFragment), { id: cartId });
    expect(fetched.cart).toMatchObject({
      note: "Please leave at the door",
      attributes,
      buyerIdentity: { countryCode: "NZ" },
    });
  });
});

describe("@inContext(country:) on a new cart", () => {
  it("sets the cart's buyer country when the input names none", async () => {
    expect((await createCart({ input: {}, country: "AU" })).buyerIdentity.countryCode).toBe("AU");
  });

  it("yields to the buyer identity the input gives", async () => {
    const cart = await createCart({ input: { buyerIdentity: { countryCode: "NZ" } }, country: "AU" });
    expect(cart.buyerIdentity.countryCode).toBe("NZ");
  });

  it("sets nothing for hydrogen-react's default, the unknown region ZZ", async () => {
    expect((await createCart({ input: {} })).buyerIdentity.countryCode).toBeNull();
  });
});
