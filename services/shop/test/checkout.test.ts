import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop, VARIANTS, type TestShop } from "./helpers.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

async function cartWith(quantity: number, variant: string = VARIANTS.premiumKing2630) {
  const created = await shop.op("CartCreate", {
    input: {
      lines: [
        {
          merchandiseId: variant,
          quantity,
          attributes: [
            { key: "Premium packaging", value: "Yes" },
            { key: "_uid", value: "hidden" },
          ],
        },
      ],
      discountCodes: ["WELCOME10"],
    },
  });
  return created.data.cartCreate.cart;
}

async function stockOf(variantId: string): Promise<number> {
  const { data } = await shop.op("NodeById", { id: variantId });
  return data.node.quantityAvailable;
}

function placeOrder(checkoutUrl: string, key: string | null) {
  const url = new URL(checkoutUrl);
  const body = new URLSearchParams(key === null ? {} : { key });
  return fetch(`${url.origin}${url.pathname}`, { method: "POST", body, redirect: "manual" });
}

describe("hosted checkout", () => {
  it("shows the cart: lines, options, visible attributes, discounts and total", async () => {
    const cart = await cartWith(2);
    const response = await fetch(cart.checkoutUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = await response.text();
    expect(page).toContain("Premium Sheet Set");
    expect(page).toContain("Size: King · Depth: 26-30 cm");
    expect(page).toContain("Premium packaging: Yes");
    expect(page).not.toContain("_uid");
    expect(page).toContain("Discount (WELCOME10)");
    expect(page).toContain("$2,100.00");
    expect(page).toContain("AUD $1,890.00");
    expect(page).toContain("Place test order");
  });

  it("answers 404 for a wrong key or an unknown cart", async () => {
    const cart = await cartWith(1);
    const url = new URL(cart.checkoutUrl);
    url.searchParams.set("key", "0".repeat(32));
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(`${url.origin}/cart/c/unknown?key=abc`)).status).toBe(404);
    expect((await placeOrder(cart.checkoutUrl, null)).status).toBe(404);
  });

  it("places the order: stock goes down, the cart is gone, the thank-you page links back", async () => {
    const before = await stockOf(VARIANTS.premiumKing2630);
    const cart = await cartWith(3);
    const key = new URL(cart.checkoutUrl).searchParams.get("key");
    const placed = await placeOrder(cart.checkoutUrl, key);
    expect(placed.status).toBe(303);
    const thanks = await fetch(new URL(placed.headers.get("location") ?? "", shop.service.url));
    const page = await thanks.text();
    expect(thanks.status).toBe(200);
    expect(page).toMatch(/Your order number is <strong>#10\d\d<\/strong>/);
    expect(page).toContain('href="http://storefront.test"');
    expect(await stockOf(VARIANTS.premiumKing2630)).toBe(before - 3);
    expect((await shop.op("CartById", { id: cart.id })).data.cart).toBeNull();
    expect((await fetch(cart.checkoutUrl)).status).toBe(404);
    expect((await placeOrder(cart.checkoutUrl, key)).status).toBe(404);
  });

  it("refuses to place an order when stock ran out in the meantime", async () => {
    const variant = VARIANTS.classicDouble2630;
    const available = await stockOf(variant);
    const slow = await cartWith(available, variant);
    const fast = await cartWith(available, variant);
    expect((await placeOrder(fast.checkoutUrl, new URL(fast.checkoutUrl).searchParams.get("key"))).status).toBe(303);
    const refused = await placeOrder(slow.checkoutUrl, new URL(slow.checkoutUrl).searchParams.get("key"));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Your order was not placed.");
    expect(await stockOf(variant)).toBe(0);
    expect((await shop.op("CartById", { id: slow.id })).data.cart).not.toBeNull();
  });
});
