import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopAll } from "../../../test-support/processes";
import { startStorefront } from "./support/stack";

/**
 * Each shopper's Storefront API request carries the private token and the shopper's address, so
 * Shopify's bot protection and throttling count shoppers, not this server.
 */
const PRIVATE_TOKEN = "private-token-for-this-test";
const received: http.IncomingHttpHeaders[] = [];
let shop: http.Server;
let storefront: { url: string };

beforeAll(async () => {
  shop = http.createServer((request, response) => {
    received.push(request.headers);
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ errors: [{ message: "Recorded only", extensions: { code: "RECORDED" } }] }));
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
  const shopPort = (shop.address() as AddressInfo).port;
  storefront = await startStorefront({
    CONTENT_API_URL: "http://127.0.0.1:9",
    SHOP_API_URL: `http://127.0.0.1:${shopPort}/api/2026-04/graphql.json`,
    SHOP_STOREFRONT_TOKEN: "public-token",
    SHOP_PRIVATE_TOKEN: PRIVATE_TOKEN,
    TRUST_PROXY: "loopback",
  });
}, 90_000);

afterAll(async () => {
  await stopAll();
  await new Promise((resolve) => shop.close(resolve));
});

async function addToCartAs(shopper: string): Promise<http.IncomingHttpHeaders[]> {
  const from = received.length;
  const response = await fetch(`${storefront.url}/api/cart`, {
    method: "POST",
    headers: {
      Origin: storefront.url,
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": shopper,
    },
    body: new URLSearchParams({ intent: "add", variantKey: "44700000001008" }),
  });
  await response.body?.cancel();
  return received.slice(from);
}

describe("what the storefront tells the shop about the shopper it serves", () => {
  it("sends the private token and each shopper's own address with every request made for them", async () => {
    const first = await addToCartAs("203.0.113.7");
    const second = await addToCartAs("198.51.100.23");
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    for (const headers of first) expect(headers["shopify-storefront-buyer-ip"]).toBe("203.0.113.7");
    for (const headers of second) expect(headers["shopify-storefront-buyer-ip"]).toBe("198.51.100.23");
    for (const headers of [...first, ...second]) {
      expect(headers["shopify-storefront-private-token"]).toBe(PRIVATE_TOKEN);
      expect(headers["x-shopify-storefront-access-token"]).toBeUndefined();
    }
    // The first cart post compiles the cart's modules in development mode: seconds on a busy machine.
  }, 30_000);
});
