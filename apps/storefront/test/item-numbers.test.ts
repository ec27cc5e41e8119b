import { describe, expect, it } from "vitest";
import { issueItemNumber, nextItemNumber } from "../app/commerce/cart/item-numbers.server";
import type { Cart } from "../app/commerce/types";

/** The running item number, allocated on the server only (commerce/cart/item-numbers.server.ts). */

describe("nextItemNumber", () => {
  const line = (itemNumber: number | null) => ({ itemNumber }) as Cart["lines"][number];
  const cart = (lines: Cart["lines"]) => ({ lines }) as Cart;

  it("starts at 1 and runs on from the highest number in the cart", () => {
    expect(nextItemNumber(null)).toBe(1);
    expect(nextItemNumber(cart([]))).toBe(1);
    expect(nextItemNumber(cart([line(3), line(1), line(null)]))).toBe(4);
  });
});

describe("issueItemNumber", () => {
  const shopper = (cookie: string | null) =>
    new Request("http://localhost:3000/buy?step=3", { headers: cookie ? { Cookie: cookie } : {} });
  const cartWithNumbers = (...numbers: number[]) => ({ lines: numbers.map((itemNumber) => ({ itemNumber })) }) as Cart;

  it("remembers what it handed out for ten days in a cookie only the server reads", async () => {
    const { setCookie } = await issueItemNumber(shopper(null), null);
    const attributes = setCookie.split(";").map((part) => part.trim().toLowerCase());
    expect(attributes[0]).toMatch(/^bedsmade_item_number=/);
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/", "max-age=864000"]));
    // Secure only in production, where the shop is served over https; the tests run as development.
    expect(attributes).not.toContain("secure");
  });

  it("gives two tabs of one shopper, both at step 3, different numbers, so both sets reach the cart", async () => {
    const firstTab = await issueItemNumber(shopper(null), null);
    expect(firstTab.itemNumber).toBe(1);
    const [remembered = ""] = firstTab.setCookie.split(";");
    const secondTab = await issueItemNumber(shopper(remembered), null);
    expect(secondTab.itemNumber).toBe(2);
  });

  it("runs on from the cart's highest number, and a tampered cookie only loses the memory", async () => {
    expect((await issueItemNumber(shopper(null), cartWithNumbers(5, 2))).itemNumber).toBe(6);
    expect((await issueItemNumber(shopper("bedsmade_item_number=%22999999999%22"), null)).itemNumber).toBe(1);
  });
});
