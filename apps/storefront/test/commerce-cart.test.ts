import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createShopService, type ShopService } from "../../../services/shop/src/service";
import {
  runCartAction,
  type CartActionDependencies,
  type CartActionResult,
} from "../app/commerce/cart/cart-http.server";
import { createCartHandler } from "../app/commerce/cart/cart-handler.server";
import { sessionCookieName } from "../app/http/session.server";
import { cartSchema } from "../app/commerce/cart/cart-model";
import { serializeCartId } from "../app/commerce/cart/cart-cookies.server";
import { createCatalogueReader } from "../app/commerce/catalogue.server";
import { issueItemNumber } from "../app/commerce/cart/item-numbers.server";
import { CLIENT_ADDRESS_HEADER } from "../app/http/client-address";
import { createRateLimiter } from "../app/http/rate-limit.server";
import { createStorefrontClient, ShopUnavailableError } from "../app/commerce/storefront-client.server";
import type { Cart } from "../app/commerce/types";

const unlimited = { consume: async () => ({ allowed: true as const }) };

/** The cart against a real shop service started in this process on port 0, with throw-away data. */

let shop: ShopService;
let dataDir: string;
let deps: CartActionDependencies;
let shopApiUrl: string;
let client: ReturnType<typeof createStorefrontClient>;

const CLASSIC_QUEEN_2630 = "44700000001008";
const CLASSIC_DOUBLE_2630 = "44700000001003";
const CLASSIC_QUEEN_1520_SOLD_OUT = "44700000001006";

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "bedsmade-storefront-shop-"));
  shop = await createShopService({ port: 0, dataDir, storefrontUrl: "http://storefront.test", log: () => undefined });
  shopApiUrl = `${shop.url}/api/2026-04/graphql.json`;
  client = createStorefrontClient({ apiUrl: shopApiUrl, timeoutMs: 3000 });
  deps = {
    cart: createCartHandler({ client, countryCode: "AU", shopApiUrl, checkoutHosts: [] }),
    getCatalogue: createCatalogueReader(client).getCatalogue,
    limits: { perClient: unlimited, perCart: unlimited },
  };
});

afterAll(async () => {
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser session: keeps the cookies the storefront sets, as a browser would. */
function session() {
  const cookies = new Map<string, string>([[sessionCookieName, randomUUID()]]);
  const request = () => {
    const header = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return new Request("http://localhost:3000/api/cart", { method: "POST", headers: header ? { Cookie: header } : {} });
  };
  const remember = (headers: Headers) => {
    for (const cookie of headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  return {
    cookies,
    async act(fields: Record<string, string>): Promise<CartActionResult> {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      const result = await runCartAction(request(), data, deps);
      remember(result.headers);
      return result;
    },
    read: () => deps.cart.get(request()),
    /** Opens /buy's step 3, which hands out the item number its set will take (buy-loader.server.ts). */
    async reachStepThree(): Promise<number> {
      const issued = await issueItemNumber(request(), (await deps.cart.get(request())).cart);
      remember(new Headers({ "Set-Cookie": issued.setCookie }));
      return issued.itemNumber;
    },
  };
}

const onlyLine = (cart: Cart | null) => {
  expect(cart?.lines).toHaveLength(1);
  return cart?.lines[0];
};

describe("catalogue", () => {
  it("groups each product's variants by size, second size the default, SOLD OUT sizes unavailable", async () => {
    const { products } = await deps.getCatalogue();
    expect(products.map((product) => product.line)).toEqual(["classic", "premium"]);
    const classic = products[0];
    expect(classic?.sizes.map((group) => [group.size, group.label, group.isDefault, group.available])).toEqual([
      ["double", "Double", false, true],
      ["queen", "Queen", true, true],
      ["king", "King", false, true],
      ["super-king", "Super King", false, false],
    ]);
    const queen = classic?.sizes[1];
    expect(queen?.price).toEqual({ amount: "850.0", currencyCode: "AUD" });
    expect(queen?.depths.map((depth) => depth.depth)).toEqual([
      "15-20 cm",
      "21-25 cm",
      "26-30 cm",
      "31-35 cm",
      "36-40 cm",
    ]);
    expect(queen?.depths[0]).toMatchObject({ variantKey: CLASSIC_QUEEN_1520_SOLD_OUT, availableForSale: false });
    expect(queen?.depths[2]).toMatchObject({
      variantKey: CLASSIC_QUEEN_2630,
      variantId: `gid://shopify/ProductVariant/${CLASSIC_QUEEN_2630}`,
    });
  });
});

describe("cart actions against the shop", () => {
  it("creates the cart on the first add only, with packaging and the running item number on the line", async () => {
    const visitor = session();
    expect((await visitor.read()).cart).toBeNull();
    const first = await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630 });
    expect(first.status).toBe(200);
    expect(onlyLine(first.cart)).toMatchObject({
      size: "Queen",
      depth: "26-30 cm",
      line: "classic",
      quantity: 1,
      premiumPackaging: true,
      itemNumber: 1,
    });
    expect(first.headers.getSetCookie()[0]).toMatch(/^bedsmade_cart_id=.+HttpOnly; SameSite=Lax/);

    const second = await visitor.act({
      intent: "add",
      variantKey: CLASSIC_DOUBLE_2630,
      quantity: "2",
      premiumPackaging: "false",
    });
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(second.cart?.id).toBe(first.cart?.id);
    expect(second.cart?.lines.map((line) => [line.itemNumber, line.premiumPackaging, line.quantity])).toEqual([
      [1, true, 1],
      [2, false, 2],
    ]);
    expect(second.cart?.itemCount).toBe(3);
    expect(second.cart?.total).toEqual({ amount: "2350.0", currencyCode: "AUD" });
    // The browser shows only answers that match the one cart model: the server's shape must be it.
    expect(cartSchema.safeParse(second.cart).error).toBeUndefined();
  });

  it("leaves a line with the same item number alone when nothing changed, and replaces it when something did", async () => {
    const visitor = session();
    await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630, itemNumber: "4" });
    const shopChanges = [vi.spyOn(deps.cart, "addLines"), vi.spyOn(deps.cart, "updateLines")];
    const repeated = await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630, itemNumber: "4" });
    expect(onlyLine(repeated.cart)).toMatchObject({ itemNumber: 4, quantity: 1 });
    // Nothing changed, so nothing is sent to the shop.
    expect(shopChanges.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    for (const spy of shopChanges) spy.mockRestore();
    const changed = await visitor.act({
      intent: "add",
      variantKey: CLASSIC_DOUBLE_2630,
      itemNumber: "4",
      quantity: "3",
    });
    expect(onlyLine(changed.cart)).toMatchObject({ itemNumber: 4, quantity: 3, size: "Double" });
    const next = await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630 });
    expect(next.itemNumber).toBe(5);
  });

  it.each([
    [
      "the size and depth",
      { variantKey: CLASSIC_DOUBLE_2630 },
      { size: "Double", quantity: 1, premiumPackaging: true },
    ],
    ["the quantity", { quantity: "2" }, { size: "Queen", quantity: 2, premiumPackaging: true }],
    ["the packaging", { premiumPackaging: "false" }, { size: "Queen", quantity: 1, premiumPackaging: false }],
  ])("replaces the line with that item number when only %s differs", async (_, change, expected) => {
    const visitor = session();
    await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630, itemNumber: "2" });
    const replaced = await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630, itemNumber: "2", ...change });
    expect(onlyLine(replaced.cart)).toMatchObject({ itemNumber: 2, ...expected });
  });

  it("tells the shopper in words what it could not do", async () => {
    const visitor = session();
    const messages = async (fields: Record<string, string>) =>
      (await visitor.act(fields)).notices.map((entry) => entry.message);
    expect(await messages({ intent: "remove", lineId: "gid://shopify/CartLine/x?cart=y" })).toEqual([
      "Your cart is empty or has expired. Please add your set again.",
    ]);
    expect(await messages({ intent: "checkout" })).toEqual(["Your cart is empty. Add a set before checking out."]);
    expect(await messages({ intent: "empty-the-cart" })).toEqual([
      "Sorry, we didn't understand that cart request. Please try again.",
    ]);
    expect(await messages({ intent: "add", variantKey: "999" })).toEqual(["Please select a mattress size and depth."]);
    expect(await messages({ intent: "add", variantKey: CLASSIC_QUEEN_1520_SOLD_OUT })).toEqual([
      "Sorry, that size and depth is sold out. Please choose another.",
    ]);
    await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630 });
    expect(
      await messages({ intent: "set-packaging", lineId: "gid://shopify/CartLine/x?cart=y", premiumPackaging: "false" }),
    ).toEqual(["That item is no longer in your cart. Please refresh your cart and try again."]);
  });

  it("keys that rule on uid and item number together: the same number from another session is appended", async () => {
    const visitor = session();
    const first = await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630, itemNumber: "1" });
    expect(onlyLine(first.cart)?.uid).toBe(visitor.cookies.get(sessionCookieName));
    visitor.cookies.set(sessionCookieName, randomUUID());
    const other = await visitor.act({ intent: "add", variantKey: CLASSIC_DOUBLE_2630, itemNumber: "1" });
    expect(other.cart?.lines.map((line) => [line.itemNumber, line.size])).toEqual([
      [1, "Queen"],
      [1, "Double"],
    ]);
  });

  it("takes both sets of one shopper's two tabs, each at step 3 before either adds: same uid, different item numbers, nothing replaced", async () => {
    const shopper = session();
    const firstTab = await shopper.reachStepThree();
    const secondTab = await shopper.reachStepThree();
    await shopper.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630, itemNumber: String(firstTab) });
    const both = await shopper.act({ intent: "add", variantKey: CLASSIC_DOUBLE_2630, itemNumber: String(secondTab) });
    const uid = shopper.cookies.get(sessionCookieName);
    expect(both.cart?.lines.map((line) => [line.uid, line.itemNumber, line.size])).toEqual([
      [uid, firstTab, "Queen"],
      [uid, secondTab, "Double"],
    ]);
    expect(secondTab).not.toBe(firstTab);
  });

  it("updates quantity and packaging, removes at quantity 0 and by remove", async () => {
    const visitor = session();
    const added = await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630 });
    const lineId = onlyLine(added.cart)?.id ?? "";
    expect(onlyLine((await visitor.act({ intent: "set-quantity", lineId, quantity: "5" })).cart)?.quantity).toBe(5);
    const unpacked = await visitor.act({ intent: "set-packaging", lineId, premiumPackaging: "false" });
    expect(onlyLine(unpacked.cart)).toMatchObject({ premiumPackaging: false, itemNumber: 1, quantity: 5 });
    expect((await visitor.act({ intent: "set-quantity", lineId, quantity: "0" })).cart?.lines).toEqual([]);
    const again = await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630 });
    expect((await visitor.act({ intent: "remove", lineId: onlyLine(again.cart)?.id ?? "" })).cart?.itemCount).toBe(0);
  });

  it("carries the fit finder's measurement onto the line as the workroom reads it, through a packaging change", async () => {
    const visitor = session();
    const fit = { "fit-unit": "in", "fit-width": "60", "fit-length": "80", "fit-depth": "9" };
    const added = await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630, itemNumber: "1", ...fit });
    const measured = "60 × 80 × 9 in (152.4 × 203.2 × 22.9 cm)";
    expect(onlyLine(added.cart)).toMatchObject({ measured, itemNumber: 1 });
    const lineId = onlyLine(added.cart)?.id ?? "";
    const unpacked = await visitor.act({ intent: "set-packaging", lineId, premiumPackaging: "false" });
    expect(onlyLine(unpacked.cart)).toMatchObject({ measured, premiumPackaging: false });
    // The same set measured again, differently: its contents differ, so it replaces the line.
    const remeasured = await visitor.act({
      intent: "add",
      variantKey: CLASSIC_QUEEN_2630,
      itemNumber: "1",
      ...fit,
      premiumPackaging: "false",
      "fit-depth": "10",
    });
    expect(onlyLine(remeasured.cart)).toMatchObject({ measured: "60 × 80 × 10 in (152.4 × 203.2 × 25.4 cm)" });
  });

  it("reports the shop's stock warning and refuses a sold-out variant", async () => {
    const visitor = session();
    const tooMany = await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630, quantity: "30" });
    expect(tooMany.notices).toEqual([
      expect.objectContaining({ kind: "warning", code: "MERCHANDISE_NOT_ENOUGH_STOCK" }),
    ]);
    expect(onlyLine(tooMany.cart)?.quantity).toBe(10);
    const soldOut = await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_1520_SOLD_OUT });
    expect(soldOut.status).toBe(409);
    expect(soldOut.notices[0]?.message).toMatch(/sold out/);
  });

  it("applies WELCOME10, and takes an invalid code off again with the shop's message", async () => {
    const visitor = session();
    await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630 });
    const applied = await visitor.act({ intent: "apply-code", code: "welcome10" });
    expect(applied.notices).toEqual([]);
    expect(applied.cart?.discountCodes).toEqual([{ code: "welcome10", applicable: true }]);
    expect(applied.cart?.total).toEqual({ amount: "765.0", currencyCode: "AUD" });

    const invalid = await visitor.act({ intent: "apply-code", code: "NOPE" });
    expect(invalid.notices.map((entry) => entry.message)).toEqual(["This promo code is invalid"]);
    expect(invalid.cart?.discountCodes).toEqual([{ code: "welcome10", applicable: true }]);

    const removed = await visitor.act({ intent: "remove-code", code: "WELCOME10" });
    expect(removed.cart?.discountCodes).toEqual([]);
    expect(removed.cart?.total).toEqual({ amount: "850.0", currencyCode: "AUD" });
  });

  it("hands out the checkout URL only on the shop's host", async () => {
    const visitor = session();
    await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630 });
    const checkout = await visitor.act({ intent: "checkout" });
    expect(new URL(checkout.checkoutUrl ?? "").origin).toBe(shop.url);

    const elsewhere = await runCartActionWith(
      {
        ...deps,
        cart: createCartHandler({
          client,
          countryCode: "AU",
          shopApiUrl: "https://other-shop.example/api/2026-04/graphql.json",
          checkoutHosts: [],
        }),
      },
      visitor.cookies,
    );
    expect(elsewhere.checkoutUrl).toBeUndefined();
    expect(elsewhere.notices).toEqual([
      {
        kind: "error",
        code: "CHECKOUT_NOT_ALLOWED",
        message: "We couldn't open the checkout just now. Please try again in a moment.",
      },
    ]);
  });

  it("forgets a cart the shop no longer knows, and treats a tampered cookie as no cart", async () => {
    const visitor = session();
    await visitor.act({ intent: "add", variantKey: CLASSIC_QUEEN_2630 });
    const name = "bedsmade_cart_id";
    const value = visitor.cookies.get(name) ?? "";
    const unknownCart = encodeURIComponent("gid://shopify/Cart/unknown?key=0123");
    visitor.cookies.set(name, unknownCart);
    const gone = await visitor.read();
    expect(gone.cart).toBeNull();
    expect(gone.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);

    for (const tampered of [`${value}x`, "%%%", Buffer.from(JSON.stringify({ id: 1 })).toString("base64")]) {
      visitor.cookies.set(name, tampered);
      expect((await visitor.read()).cart).toBeNull();
      const result = await visitor.act({ intent: "remove", lineId: "gid://shopify/CartLine/x?cart=y" });
      expect(result.status).toBe(409);
    }
  });

  it("refuses an action over the rate limit before asking the shop anything", async () => {
    const data = new FormData();
    data.append("intent", "checkout");
    const request = new Request("http://localhost:3000/api/cart", {
      method: "POST",
      headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.9" },
    });
    const keys: string[] = [];
    const perClient = {
      consume: async (key: string) => (keys.push(key), { allowed: false as const, retryAfterSeconds: 42 }),
    };
    const result = await runCartAction(request, data, { ...deps, limits: { perClient, perCart: unlimited } });
    expect(result).toMatchObject({ status: 429, cart: null });
    expect(result.headers.get("Retry-After")).toBe("42");
    expect(result.notices).toEqual([
      {
        kind: "error",
        code: "RATE_LIMITED",
        message: "You're changing your cart very quickly. Please wait a moment and try again.",
      },
    ]);
    expect(keys).toEqual(["203.0.113.9"]);
  });

  it("cannot have its limit reset by inventing a cart id: every made-up cart counts against the client", async () => {
    const limits = {
      perClient: createRateLimiter({ name: "cart-client", max: 3, windowMs: 60_000 }),
      perCart: createRateLimiter({ name: "cart", max: 3, windowMs: 60_000 }),
    };
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const forged = (await serializeCartId(`gid://shopify/Cart/madeup${attempt}?key=guess${attempt}`)).split(";")[0];
      const request = new Request("http://localhost:3000/api/cart", {
        method: "POST",
        headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.10", Cookie: forged ?? "" },
      });
      const data = new FormData();
      data.append("intent", "add");
      data.append("variantKey", CLASSIC_QUEEN_2630);
      answers.push((await runCartAction(request, data, { ...deps, limits })).status);
    }
    expect(answers.slice(3)).toEqual([429, 429]);
    expect(answers.slice(0, 3)).not.toContain(429);
    // Another visitor is not held back by this one's flood.
    const other = new Request("http://localhost:3000/api/cart", {
      method: "POST",
      headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.11" },
    });
    const data = new FormData();
    data.append("intent", "checkout");
    expect((await runCartAction(other, data, { ...deps, limits })).status).not.toBe(429);
  });

  it("limits one cart however many addresses it is changed from", async () => {
    const limits = {
      perClient: createRateLimiter({ name: "cart-client", max: 100, windowMs: 60_000 }),
      perCart: createRateLimiter({ name: "cart", max: 2, windowMs: 60_000 }),
    };
    const cookie = (await serializeCartId("gid://shopify/Cart/shared?key=secret")).split(";")[0] ?? "";
    const statuses: number[] = [];
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      const request = new Request("http://localhost:3000/api/cart", {
        method: "POST",
        headers: { [CLIENT_ADDRESS_HEADER]: address, Cookie: cookie },
      });
      const data = new FormData();
      data.append("intent", "checkout");
      statuses.push((await runCartAction(request, data, { ...deps, limits })).status);
    }
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
  });

  it("says calmly that the shop is unreachable, without throwing", async () => {
    const unreachable = "http://127.0.0.1:9/graphql.json";
    const offlineClient = createStorefrontClient({ apiUrl: unreachable, timeoutMs: 500 });
    const offline = {
      ...deps,
      cart: createCartHandler({ client: offlineClient, countryCode: "AU", shopApiUrl: unreachable, checkoutHosts: [] }),
      getCatalogue: createCatalogueReader(offlineClient).getCatalogue,
    };
    const data = new FormData();
    data.append("intent", "add");
    data.append("variantKey", CLASSIC_QUEEN_2630);
    const result = await runCartAction(
      new Request("http://localhost:3000/api/cart", { method: "POST" }),
      data,
      offline,
    );
    expect(result.status).toBe(503);
    expect(result.notices[0]?.message).toMatch(/^We can't reach our shop right now/);
    await expect(offline.getCatalogue()).rejects.toBeInstanceOf(ShopUnavailableError);
  });
});

async function runCartActionWith(dependencies: CartActionDependencies, cookies: Map<string, string>) {
  const header = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const data = new FormData();
  data.append("intent", "checkout");
  return runCartAction(
    new Request("http://localhost:3000/api/cart", { method: "POST", headers: { Cookie: header } }),
    data,
    dependencies,
  );
}
