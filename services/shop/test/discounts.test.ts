import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop, VARIANTS, type Json, type TestShop } from "./helpers.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

async function cartWith(lines: Json[]) {
  const result = await shop.op("CartCreate", { input: { lines } });
  return result.data.cartCreate.cart;
}

async function setCodes(cartId: string, discountCodes: string[]) {
  const result = await shop.op("CartDiscountCodesUpdate", { cartId, discountCodes });
  return result.data.cartDiscountCodesUpdate;
}

function lineAllocationTotal(cart: Json, code: string): number {
  return cart.lines.nodes
    .flatMap((line: Json) => line.discountAllocations)
    .filter((allocation: Json) => allocation.code === code)
    .reduce((sum: number, allocation: Json) => sum + Math.round(Number(allocation.discountedAmount.amount) * 100), 0);
}

describe("cartDiscountCodesUpdate", () => {
  it("applies WELCOME10 as 10% off, case-insensitively, with allocations that add up", async () => {
    const cart = await cartWith([
      { merchandiseId: VARIANTS.classicQueen2630, quantity: 1 },
      { merchandiseId: VARIANTS.premiumKing2630, quantity: 2 },
    ]);
    const payload = await setCodes(cart.id, ["welcome10"]);
    expect(payload.userErrors).toEqual([]);
    expect(payload.warnings).toEqual([]);
    const updated = payload.cart;
    expect(updated.discountCodes).toEqual([{ code: "welcome10", applicable: true }]);
    expect(updated.cost.subtotalAmount.amount).toBe("2950.0");
    expect(updated.cost.totalAmount.amount).toBe("2655.0");
    expect(updated.discountAllocations).toEqual([
      { code: "welcome10", discountedAmount: { amount: "295.0", currencyCode: "AUD" } },
    ]);
    expect(lineAllocationTotal(updated, "welcome10")).toBe(29500);
    expect(updated.lines.nodes.map((line: Json) => line.cost.totalAmount.amount)).toEqual(["765.0", "1890.0"]);
  });

  it("applies SLEEP50 as $50 off at $500 or more, and combines with WELCOME10", async () => {
    const cart = await cartWith([{ merchandiseId: VARIANTS.classicQueen2630, quantity: 1 }]);
    const payload = await setCodes(cart.id, ["SLEEP50", "WELCOME10"]);
    expect(payload.cart.discountCodes).toEqual([
      { code: "SLEEP50", applicable: true },
      { code: "WELCOME10", applicable: true },
    ]);
    expect(payload.cart.cost.totalAmount.amount).toBe("715.0");
    expect(lineAllocationTotal(payload.cart, "SLEEP50")).toBe(5000);
  });

  it("splits an allocation across lines so the cents add up exactly", async () => {
    const cart = await cartWith([
      { merchandiseId: VARIANTS.classicQueen2630, quantity: 1 },
      { merchandiseId: VARIANTS.classicDouble2630, quantity: 1 },
      { merchandiseId: VARIANTS.premiumKing2630, quantity: 1 },
    ]);
    const payload = await setCodes(cart.id, ["SLEEP50"]);
    expect(lineAllocationTotal(payload.cart, "SLEEP50")).toBe(5000);
    expect(payload.cart.cost.totalAmount.amount).toBe("2600.0");
  });

  it("lists an unknown code as not applicable with a DISCOUNT_NOT_FOUND warning", async () => {
    const cart = await cartWith([{ merchandiseId: VARIANTS.classicQueen2630, quantity: 1 }]);
    const payload = await setCodes(cart.id, ["FREESHEETS"]);
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart.discountCodes).toEqual([{ code: "FREESHEETS", applicable: false }]);
    expect(payload.cart.cost.totalAmount.amount).toBe("850.0");
    expect(payload.warnings).toEqual([
      { code: "DISCOUNT_NOT_FOUND", target: cart.id, message: expect.stringContaining("FREESHEETS") },
    ]);
  });

  it("keeps SLEEP50 listed but not applicable below $500, and warns when lines drop the cart below it", async () => {
    const cart = await cartWith([{ merchandiseId: VARIANTS.classicQueen2630, quantity: 1 }]);
    const applied = await setCodes(cart.id, ["SLEEP50"]);
    expect(applied.cart.discountCodes[0].applicable).toBe(true);
    const removed = await shop.op("CartLinesRemove", { cartId: cart.id, lineIds: [cart.lines.nodes[0].id] });
    const payload = removed.data.cartLinesRemove;
    expect(payload.cart.discountCodes).toEqual([{ code: "SLEEP50", applicable: false }]);
    expect(payload.cart.discountAllocations).toEqual([]);
    expect(payload.warnings.map((warning: Json) => warning.code)).toEqual(["DISCOUNT_NO_ENTITLED_LINE_ITEMS"]);
  });

  it("warns about a code on an empty cart, and applies it once a line arrives", async () => {
    const created = await shop.op("CartCreate", { input: { discountCodes: ["SLEEP50"] } });
    const cartId = created.data.cartCreate.cart.id;
    const empty = await setCodes(cartId, ["SLEEP50"]);
    expect(empty.warnings[0].code).toBe("DISCOUNT_NO_ENTITLED_LINE_ITEMS");
    const withLine = await shop.op("CartLinesAdd", { cartId, lines: [{ merchandiseId: VARIANTS.classicQueen2630 }] });
    expect(withLine.data.cartLinesAdd.cart.discountCodes).toEqual([{ code: "SLEEP50", applicable: true }]);
  });

  it("replaces the whole list and removes every code with []", async () => {
    const cart = await cartWith([{ merchandiseId: VARIANTS.classicQueen2630, quantity: 1 }]);
    await setCodes(cart.id, ["WELCOME10", "welcome10", "SLEEP50"]);
    const replaced = await setCodes(cart.id, ["sleep50"]);
    expect(replaced.cart.discountCodes).toEqual([{ code: "sleep50", applicable: true }]);
    const cleared = await setCodes(cart.id, []);
    expect(cleared.cart.discountCodes).toEqual([]);
    expect(cleared.cart.cost.totalAmount.amount).toBe("850.0");
  });

  it("rejects a blank code and more than 250 codes", async () => {
    const cart = await cartWith([]);
    const blank = await setCodes(cart.id, [" "]);
    expect(blank.userErrors).toEqual([
      { code: "MISSING_DISCOUNT_CODE", field: ["discountCodes", "0"], message: expect.any(String) },
    ]);
    const tooMany = await shop.op("CartDiscountCodesUpdate", {
      cartId: cart.id,
      discountCodes: Array.from({ length: 251 }, (_, i) => `CODE${i}`),
    });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("MAX_INPUT_SIZE_EXCEEDED");
  });
});
