import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop, type TestShop } from "./helpers.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

const UNKNOWN_CART = "gid://shopify/Cart/unknown?key=00000000000000000000000000000000";

async function newCartId(input: Record<string, unknown> = {}): Promise<string> {
  const result = await shop.op("CartCreate", { input });
  return result.data.cartCreate.cart.id;
}

describe("cartNoteUpdate", () => {
  it("sets the cart's note, replacing the one before", async () => {
    const cartId = await newCartId({ note: "first" });
    const result = await shop.op("CartNoteUpdate", { cartId, note: "Please leave at the door" });
    expect(result.data.cartNoteUpdate).toMatchObject({
      cart: { note: "Please leave at the door" },
      userErrors: [],
      warnings: [],
    });
  });

  it("answers an unknown cart with Shopify's user error", async () => {
    const result = await shop.op("CartNoteUpdate", { cartId: UNKNOWN_CART, note: "hi" });
    expect(result.data.cartNoteUpdate).toEqual({
      cart: null,
      userErrors: [{ code: "INVALID", field: ["cartId"], message: "The specified cart does not exist." }],
      warnings: [],
    });
  });
});

describe("cartAttributesUpdate", () => {
  it("replaces the cart's attributes with the given list, and an empty list clears them", async () => {
    const cartId = await newCartId({ attributes: [{ key: "_session", value: "abc" }] });
    const gift = [{ key: "Gift message", value: "Happy birthday" }];
    const replaced = await shop.op("CartAttributesUpdate", { cartId, attributes: gift });
    expect(replaced.data.cartAttributesUpdate.cart.attributes).toEqual(gift);
    const cleared = await shop.op("CartAttributesUpdate", { cartId, attributes: [] });
    expect(cleared.data.cartAttributesUpdate.cart.attributes).toEqual([]);
  });

  it("holds at most 250 attributes", async () => {
    const attributes = Array.from({ length: 251 }, (_, index) => ({ key: `k${index}`, value: "v" }));
    const result = await shop.op("CartAttributesUpdate", { cartId: await newCartId(), attributes });
    expect(result.errors?.[0]?.extensions?.code).toBe("MAX_INPUT_SIZE_EXCEEDED");
  });
});

describe("cartBuyerIdentityUpdate", () => {
  it("sets the buyer's country, and null clears it", async () => {
    const cartId = await newCartId({ buyerIdentity: { countryCode: "AU" } });
    const moved = await shop.op("CartBuyerIdentityUpdate", { cartId, buyerIdentity: { countryCode: "NZ" } });
    expect(moved.data.cartBuyerIdentityUpdate.cart.buyerIdentity).toEqual({ countryCode: "NZ" });
    const cleared = await shop.op("CartBuyerIdentityUpdate", { cartId, buyerIdentity: { countryCode: null } });
    expect(cleared.data.cartBuyerIdentityUpdate.cart.buyerIdentity).toEqual({ countryCode: null });
  });

  it("refuses buyer details it would otherwise ignore, changing nothing", async () => {
    const cartId = await newCartId({ buyerIdentity: { countryCode: "AU" } });
    const result = await shop.op("CartBuyerIdentityUpdate", {
      cartId,
      buyerIdentity: { countryCode: "NZ", email: "a@example.com" },
    });
    expect(result.errors?.[0]?.message).toBe(
      "Input CartBuyerIdentityInput.email is not implemented by the local shop service",
    );
    const after = await shop.op("CartById", { id: cartId });
    expect(after.data.cart.buyerIdentity).toEqual({ countryCode: "AU" });
  });
});
