import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startShop, type Json, type TestShop } from "./helpers.js";

const PRIVATE_TOKEN = "private-token-for-the-storefront";
const CARTS_PER_MINUTE = 3;
const THROTTLED = [{ message: "Throttled", extensions: { code: "THROTTLED" } }];

let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.stop();
  shop = undefined;
});

async function started(options: Parameters<typeof startShop>[0] = {}): Promise<TestShop> {
  shop = await startShop({ cartsPerMinute: CARTS_PER_MINUTE, privateToken: PRIVATE_TOKEN, ...options });
  return shop;
}

function cartCount(from: TestShop): number {
  const db = new Database(join(from.dataDir, "shop.db"), { readonly: true });
  try {
    return z.object({ count: z.number() }).parse(db.prepare("SELECT COUNT(*) AS count FROM carts").get()).count;
  } finally {
    db.close();
  }
}

async function createCarts(
  on: TestShop,
  headers: Record<string, string> = {},
  count = 1,
): Promise<{ status: number; body: Json }> {
  const fields = Array.from({ length: count }, (_, index) => `c${index}: cartCreate(input: {}) { cart { id } }`);
  const response = await on.post(JSON.stringify({ query: `mutation Carts { ${fields.join(" ")} }` }), {
    "Content-Type": "application/json",
    ...headers,
  });
  return { status: response.status, body: await response.json() };
}

const privately = (buyerIp?: string) => ({
  "Shopify-Storefront-Private-Token": PRIVATE_TOKEN,
  ...(buyerIp ? { "Shopify-Storefront-Buyer-IP": buyerIp } : {}),
});

describe("cart creation per client", () => {
  it("answers Shopify's Throttled error once a client has made its carts for the minute, and makes no cart", async () => {
    const local = await started();
    for (let made = 0; made < CARTS_PER_MINUTE; made += 1) {
      expect((await createCarts(local)).body.data.c0.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    }
    const before = cartCount(local);
    const refused = await createCarts(local);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ errors: THROTTLED });
    expect(cartCount(local)).toBe(before);
  });

  it("counts every cartCreate of one request, and refuses the whole request when they do not all fit", async () => {
    const local = await started();
    expect((await createCarts(local, {}, 2)).body.data).toHaveProperty("c1");
    expect((await createCarts(local, {}, 2)).body).toEqual({ errors: THROTTLED });
    expect(cartCount(local)).toBe(2);
    // Reads and other mutations are not what the limit counts.
    expect((await local.query("{ products(first: 1) { nodes { id } } }")).errors).toBeUndefined();
  });

  it("ignores Shopify-Storefront-Buyer-IP without the private token, since a browser could send any", async () => {
    const local = await started();
    for (let made = 0; made < CARTS_PER_MINUTE; made += 1) {
      await createCarts(local, { "Shopify-Storefront-Buyer-IP": `203.0.113.${made + 1}` });
    }
    const forged = await createCarts(local, { "Shopify-Storefront-Buyer-IP": "198.51.100.99" });
    expect(forged.body).toEqual({ errors: THROTTLED });
  });

  it("counts a private-token request by the buyer's address it names, so one server's shoppers are limited apart", async () => {
    const local = await started();
    for (let made = 0; made < CARTS_PER_MINUTE; made += 1) {
      expect((await createCarts(local, privately("203.0.113.7"))).body.data.c0.cart).not.toBeNull();
    }
    expect((await createCarts(local, privately("203.0.113.7"))).body).toEqual({ errors: THROTTLED });
    expect((await createCarts(local, privately("2001:db8::7"))).body.data.c0.cart).not.toBeNull();
    // The server's own address was never counted for those shoppers.
    expect((await createCarts(local)).body.data.c0.cart).not.toBeNull();
  });

  it("counts a private-token request that names no buyer, or no valid address, by the address it came from", async () => {
    const local = await started();
    await createCarts(local, privately());
    await createCarts(local, privately("not-an-address"));
    await createCarts(local);
    expect((await createCarts(local, privately())).body).toEqual({ errors: THROTTLED });
  });
});

describe("the private access token", () => {
  const query = JSON.stringify({ query: "{ products(first: 1) { nodes { id } } }" });

  it("is accepted in Shopify-Storefront-Private-Token in place of the public token", async () => {
    const guarded = await started({ storefrontToken: "public-token" });
    const response = await guarded.post(query, { "Content-Type": "application/json", ...privately("203.0.113.7") });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Json).data.products.nodes).toHaveLength(1);
  });

  it("is refused with Shopify's 401 when wrong, even beside a right public token", async () => {
    const guarded = await started({ storefrontToken: "public-token" });
    const response = await guarded.post(query, {
      "Content-Type": "application/json",
      "X-Shopify-Storefront-Access-Token": "public-token",
      "Shopify-Storefront-Private-Token": "guessed",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errors: [{ message: "", extensions: { code: "UNAUTHORIZED" } }] });
  });

  it("is refused when the shop has no private token configured, as Shopify refuses a token it never issued", async () => {
    const open = await started({ privateToken: undefined });
    const response = await open.post(query, { "Content-Type": "application/json", ...privately() });
    expect(response.status).toBe(401);
  });
});
