import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop, VARIANTS, type Json, type TestShop } from "./helpers.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

async function createCart(input: Json = {}) {
  const result = await shop.op("CartCreate", { input: { buyerIdentity: { countryCode: "AU" }, ...input } });
  return result.data.cartCreate;
}

const packaging = [{ key: "Premium packaging", value: "Yes" }];

describe("cartCreate", () => {
  it("creates a cart with lines, attributes and buyer identity", async () => {
    const payload = await createCart({
      lines: [{ merchandiseId: VARIANTS.classicQueen2630, quantity: 2, attributes: packaging }],
      attributes: [{ key: "_session", value: "abc" }],
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.warnings).toEqual([]);
    const cart = payload.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[a-f0-9]{32}$/);
    const token = new URL(cart.id).pathname.split("/").pop();
    expect(cart.checkoutUrl).toBe(
      `${shop.service.url}/cart/c/${token}?key=${new URL(cart.id).searchParams.get("key")}`,
    );
    expect(cart).toMatchObject({
      totalQuantity: 2,
      attributes: [{ key: "_session", value: "abc" }],
      buyerIdentity: { countryCode: "AU" },
      cost: {
        subtotalAmount: { amount: "1700.0", currencyCode: "AUD" },
        totalAmount: { amount: "1700.0" },
        subtotalAmountEstimated: false,
      },
    });
    expect(cart.lines.nodes[0]).toMatchObject({
      quantity: 2,
      attributes: packaging,
      cost: {
        amountPerQuantity: { amount: "850.0" },
        subtotalAmount: { amount: "1700.0" },
        totalAmount: { amount: "1700.0" },
      },
      merchandise: { id: VARIANTS.classicQueen2630, sku: "BM-CL-Q-26-30", title: "Queen / 26-30 cm" },
    });
    expect(cart.lines.nodes[0].id).toMatch(new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`));
  });

  it("creates an empty cart without input", async () => {
    const result = await shop.op("CartCreate", {});
    expect(result.data.cartCreate.cart).toMatchObject({ totalQuantity: 0, lines: { nodes: [] } });
  });

  it("refuses an unknown variant with MERCHANDISE_NOT_APPLICABLE and creates nothing", async () => {
    const payload = await createCart({
      lines: [{ merchandiseId: VARIANTS.classicQueen2630 }, { merchandiseId: "gid://shopify/ProductVariant/1" }],
    });
    expect(payload.cart).toBeNull();
    expect(payload.userErrors).toEqual([
      {
        code: "MERCHANDISE_NOT_APPLICABLE",
        field: ["input", "lines", "1", "merchandiseId"],
        message: expect.stringContaining("gid://shopify/ProductVariant/1"),
      },
    ]);
  });

  it("caps a line at the stock left, with a warning targeting the line", async () => {
    const payload = await createCart({ lines: [{ merchandiseId: VARIANTS.premiumKing2630, quantity: 14 }] });
    const line = payload.cart.lines.nodes[0];
    expect(line.quantity).toBe(10);
    expect(payload.warnings).toEqual([
      { code: "MERCHANDISE_NOT_ENOUGH_STOCK", target: line.id, message: expect.any(String) },
    ]);
  });

  it("adds no line for a sold-out variant and warns MERCHANDISE_OUT_OF_STOCK", async () => {
    const payload = await createCart({ lines: [{ merchandiseId: VARIANTS.classicSuperKing2630SoldOut, quantity: 1 }] });
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart.lines.nodes).toEqual([]);
    expect(payload.warnings).toEqual([
      { code: "MERCHANDISE_OUT_OF_STOCK", target: VARIANTS.classicSuperKing2630SoldOut, message: expect.any(String) },
    ]);
  });

  it("rejects more than 250 lines in one input", async () => {
    const lines = Array.from({ length: 251 }, () => ({ merchandiseId: VARIANTS.classicQueen2630 }));
    const result = await shop.op("CartCreate", { input: { lines } });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: "MAX_INPUT_SIZE_EXCEEDED" }, path: ["cartCreate"] });
  });

  it("rejects a quantity outside 32-bit Int during validation", async () => {
    const result = await shop.op("CartCreate", {
      input: { lines: [{ merchandiseId: VARIANTS.classicQueen2630, quantity: 2 ** 31 }] },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe("INVALID_VARIABLE");
  });
});

describe("cartLinesAdd", () => {
  it("merges the same variant with the same attributes and keeps different attributes apart", async () => {
    const { cart } = await createCart({
      lines: [{ merchandiseId: VARIANTS.classicDouble2630, quantity: 1, attributes: packaging }],
    });
    const added = await shop.op("CartLinesAdd", {
      cartId: cart.id,
      lines: [
        { merchandiseId: VARIANTS.classicDouble2630, quantity: 2, attributes: packaging },
        { merchandiseId: VARIANTS.classicDouble2630, quantity: 1 },
      ],
    });
    const lines = added.data.cartLinesAdd.cart.lines.nodes;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ id: cart.lines.nodes[0].id, quantity: 3, attributes: packaging });
    expect(lines[1]).toMatchObject({ quantity: 1, attributes: [] });
    expect(added.data.cartLinesAdd.cart.totalQuantity).toBe(4);
  });

  it("counts other lines of the same variant against its stock", async () => {
    const { cart } = await createCart({ lines: [{ merchandiseId: VARIANTS.classicQueen2630, quantity: 8 }] });
    const added = await shop.op("CartLinesAdd", {
      cartId: cart.id,
      lines: [{ merchandiseId: VARIANTS.classicQueen2630, quantity: 5, attributes: packaging }],
    });
    const payload = added.data.cartLinesAdd;
    expect(payload.cart.lines.nodes.map((line: { quantity: number }) => line.quantity)).toEqual([8, 2]);
    expect(payload.warnings[0]).toMatchObject({
      code: "MERCHANDISE_NOT_ENOUGH_STOCK",
      target: payload.cart.lines.nodes[1].id,
    });
  });

  it("answers an unknown cart with Shopify's userError", async () => {
    const added = await shop.op("CartLinesAdd", {
      cartId: "gid://shopify/Cart/nope?key=0000",
      lines: [{ merchandiseId: VARIANTS.classicQueen2630 }],
    });
    expect(added.data.cartLinesAdd).toEqual({
      cart: null,
      userErrors: [{ code: "INVALID", field: ["cartId"], message: "The specified cart does not exist." }],
      warnings: [],
    });
  });
});

describe("cartLinesUpdate", () => {
  it("changes quantity, keeps omitted attributes, clears attributes with []", async () => {
    const { cart } = await createCart({
      lines: [{ merchandiseId: VARIANTS.classicQueen2630, quantity: 1, attributes: packaging }],
    });
    const lineId = cart.lines.nodes[0].id;
    const kept = await shop.op("CartLinesUpdate", { cartId: cart.id, lines: [{ id: lineId, quantity: 3 }] });
    expect(kept.data.cartLinesUpdate.cart.lines.nodes[0]).toMatchObject({
      id: lineId,
      quantity: 3,
      attributes: packaging,
    });
    const cleared = await shop.op("CartLinesUpdate", { cartId: cart.id, lines: [{ id: lineId, attributes: [] }] });
    expect(cleared.data.cartLinesUpdate.cart.lines.nodes[0]).toMatchObject({ id: lineId, quantity: 3, attributes: [] });
  });

  it("swaps the variant, caps at stock and removes a line at quantity 0", async () => {
    const { cart } = await createCart({
      lines: [
        { merchandiseId: VARIANTS.classicQueen2630, quantity: 1 },
        { merchandiseId: VARIANTS.premiumKing2630, quantity: 1 },
      ],
    });
    const [queen, king] = cart.lines.nodes;
    const swapped = await shop.op("CartLinesUpdate", {
      cartId: cart.id,
      lines: [{ id: queen.id, merchandiseId: VARIANTS.classicDouble2630, quantity: 12 }],
    });
    const payload = swapped.data.cartLinesUpdate;
    expect(payload.cart.lines.nodes[0]).toMatchObject({
      id: queen.id,
      quantity: 10,
      merchandise: { id: VARIANTS.classicDouble2630 },
    });
    expect(payload.warnings).toEqual([
      expect.objectContaining({ code: "MERCHANDISE_NOT_ENOUGH_STOCK", target: queen.id }),
    ]);
    const removed = await shop.op("CartLinesUpdate", { cartId: cart.id, lines: [{ id: king.id, quantity: 0 }] });
    expect(removed.data.cartLinesUpdate.cart.lines.nodes.map((line: { id: string }) => line.id)).toEqual([queen.id]);
  });

  it("refuses an unknown line id and changes nothing", async () => {
    const { cart } = await createCart({ lines: [{ merchandiseId: VARIANTS.classicQueen2630, quantity: 1 }] });
    const lineId = cart.lines.nodes[0].id;
    const result = await shop.op("CartLinesUpdate", {
      cartId: cart.id,
      lines: [
        { id: lineId, quantity: 5 },
        { id: "gid://shopify/CartLine/00000000-0000-0000-0000-000000000000?cart=other", quantity: 1 },
      ],
    });
    expect(result.data.cartLinesUpdate.cart).toBeNull();
    expect(result.data.cartLinesUpdate.userErrors).toEqual([
      { code: "INVALID_MERCHANDISE_LINE", field: ["lines", "1", "id"], message: expect.any(String) },
    ]);
    const after = await shop.op("CartById", { id: cart.id });
    expect(after.data.cart.lines.nodes[0].quantity).toBe(1);
  });
});

describe("cartLinesRemove", () => {
  it("removes lines and refuses unknown line ids", async () => {
    const { cart } = await createCart({
      lines: [
        { merchandiseId: VARIANTS.classicQueen2630, quantity: 1 },
        { merchandiseId: VARIANTS.premiumKing2630, quantity: 1 },
      ],
    });
    const [queen, king] = cart.lines.nodes;
    const unknown = await shop.op("CartLinesRemove", {
      cartId: cart.id,
      lineIds: [`gid://shopify/CartLine/${crypto.randomUUID()}`],
    });
    expect(unknown.data.cartLinesRemove.userErrors[0]).toMatchObject({
      code: "INVALID_MERCHANDISE_LINE",
      field: ["lineIds", "0"],
    });
    const malformed = await shop.op("CartLinesRemove", { cartId: cart.id, lineIds: ["gid://shopify/CartLine/%ZZ"] });
    expect(malformed.errors).toBeUndefined();
    expect(malformed.data.cartLinesRemove.userErrors[0]).toMatchObject({
      code: "INVALID_MERCHANDISE_LINE",
      field: ["lineIds", "0"],
    });
    const removed = await shop.op("CartLinesRemove", { cartId: cart.id, lineIds: [queen.id] });
    expect(removed.data.cartLinesRemove.cart.lines.nodes.map((line: { id: string }) => line.id)).toEqual([king.id]);
    expect(removed.data.cartLinesRemove.cart.cost.subtotalAmount.amount).toBe("1050.0");
  });
});
