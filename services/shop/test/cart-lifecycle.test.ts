import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startShop, VARIANTS, type TestShop } from "./helpers.js";

const DAY = 24 * 60 * 60 * 1000;
let clock = Date.parse("2026-11-21T09:00:00Z");
let shop: TestShop;
const dataDir = mkdtempSync(join(tmpdir(), "bedsmade-shop-lifecycle-"));

beforeAll(async () => {
  shop = await startShop({ dataDir, now: () => new Date(clock) });
});
afterAll(async () => {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newCart() {
  const created = await shop.op("CartCreate", {
    input: { lines: [{ merchandiseId: VARIANTS.classicQueen2630, quantity: 1 }] },
  });
  return created.data.cartCreate.cart;
}

/** How many rows the store holds for a cart id, counting its lines. */
function storedRows(cartId: string): { carts: number; lines: number } {
  const token = new URL(cartId).pathname.split("/").pop();
  const db = new Database(join(dataDir, "shop.db"), { readonly: true });
  const count = (sql: string) => z.object({ n: z.number() }).parse(db.prepare(sql).get(token)).n;
  try {
    return {
      carts: count("SELECT COUNT(*) AS n FROM carts WHERE token = ?"),
      lines: count("SELECT COUNT(*) AS n FROM cart_lines WHERE cart_token = ?"),
    };
  } finally {
    db.close();
  }
}

function withKey(cartId: string, key: string | null): string {
  const url = new URL(cartId);
  return `gid://shopify/Cart${url.pathname}${key === null ? "" : `?key=${key}`}`;
}

describe("cart keys", () => {
  it("returns the cart only with its own key", async () => {
    const cart = await newCart();
    expect((await shop.op("CartById", { id: cart.id })).data.cart.id).toBe(cart.id);
    expect((await shop.op("CartById", { id: withKey(cart.id, null) })).data.cart).toBeNull();
    expect((await shop.op("CartById", { id: withKey(cart.id, "0".repeat(32)) })).data.cart).toBeNull();
  });

  it("refuses mutations without the right key as for an unknown cart", async () => {
    const cart = await newCart();
    const wrongKey = await shop.op("CartLinesAdd", {
      cartId: withKey(cart.id, "f".repeat(32)),
      lines: [{ merchandiseId: VARIANTS.classicQueen2630 }],
    });
    expect(wrongKey.data.cartLinesAdd).toEqual({
      cart: null,
      userErrors: [{ code: "INVALID", field: ["cartId"], message: "The specified cart does not exist." }],
      warnings: [],
    });
    const noKey = await shop.op("CartDiscountCodesUpdate", {
      cartId: withKey(cart.id, null),
      discountCodes: ["WELCOME10"],
    });
    expect(noKey.data.cartDiscountCodesUpdate.userErrors[0].field).toEqual(["cartId"]);
  });

  it("does not accept a line id that belongs to another cart", async () => {
    const first = await newCart();
    const second = await newCart();
    const result = await shop.op("CartLinesRemove", { cartId: second.id, lineIds: [first.lines.nodes[0].id] });
    expect(result.data.cartLinesRemove.userErrors[0].code).toBe("INVALID_MERCHANDISE_LINE");
  });
});

describe("expiry", () => {
  it("forgets a cart untouched for 10 days, and a touch restarts the clock", async () => {
    const cart = await newCart();
    clock += 9 * DAY;
    const touched = await shop.op("CartLinesUpdate", {
      cartId: cart.id,
      lines: [{ id: cart.lines.nodes[0].id, quantity: 2 }],
    });
    expect(touched.data.cartLinesUpdate.cart.updatedAt).toBe(new Date(clock).toISOString());
    clock += 9 * DAY;
    expect((await shop.op("CartById", { id: cart.id })).data.cart.totalQuantity).toBe(2);
    clock += 2 * DAY;
    expect((await shop.op("CartById", { id: cart.id })).data.cart).toBeNull();
    const late = await shop.op("CartLinesAdd", {
      cartId: cart.id,
      lines: [{ merchandiseId: VARIANTS.classicQueen2630 }],
    });
    expect(late.data.cartLinesAdd.userErrors[0].code).toBe("INVALID");
  });

  it("deletes an expired cart and its lines from the store when it is asked for, and answers it as unknown", async () => {
    const cart = await newCart();
    expect(storedRows(cart.id)).toEqual({ carts: 1, lines: 1 });
    clock += 10 * DAY + 1;
    expect((await shop.op("CartById", { id: cart.id })).data.cart).toBeNull();
    expect(storedRows(cart.id)).toEqual({ carts: 0, lines: 0 });
  });

  it("deletes every expired cart at start and on its sweep, though nobody asks for them, and keeps the live ones", async () => {
    const forgotten = await newCart();
    clock += 6 * DAY;
    const recent = await newCart();
    clock += 5 * DAY;
    await shop.restart();
    expect(storedRows(forgotten.id)).toEqual({ carts: 0, lines: 0 });
    expect(storedRows(recent.id)).toEqual({ carts: 1, lines: 1 });
    clock += 5 * DAY + 1;
    shop.service.sweepExpiredCarts();
    expect(storedRows(recent.id)).toEqual({ carts: 0, lines: 0 });
  });
});

describe("persistence", () => {
  it("keeps carts across a restart on the same data directory", async () => {
    const cart = await newCart();
    await shop.op("CartDiscountCodesUpdate", { cartId: cart.id, discountCodes: ["WELCOME10"] });
    await shop.restart();
    const after = await shop.op("CartById", { id: cart.id });
    expect(after.data.cart).toMatchObject({
      id: cart.id,
      totalQuantity: 1,
      discountCodes: [{ code: "WELCOME10", applicable: true }],
      cost: { totalAmount: { amount: "765.0" } },
    });
    expect(after.data.cart.lines.nodes[0].id).toBe(cart.lines.nodes[0].id);
  });
});
