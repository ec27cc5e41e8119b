import { createHmac, timingSafeEqual } from "node:crypto";
import { execFile } from "node:child_process";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { startShop, VARIANTS, type Json, type TestShop } from "./helpers.js";

/** A stock change reaches every subscriber signed as Shopify signs, and a retry keeps its webhook id. */

const SECRET = "stock-webhooks-test-secret-0123456789";
const run = promisify(execFile);

type Caught = { headers: IncomingHttpHeaders; raw: string };

let receiver: Server | undefined;
let shop: TestShop | undefined;

afterEach(async () => {
  await shop?.stop();
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
});

/** A webhook receiver that refuses its first `refusals` deliveries with a 503. */
async function startReceiver(refusals: number): Promise<{ url: string; caught: Caught[] }> {
  const caught: Caught[] = [];
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      caught.push({ headers: request.headers, raw: Buffer.concat(chunks).toString("utf8") });
      response.statusCode = caught.length <= refusals ? 503 : 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver?.listen(0, resolve));
  return { url: `http://localhost:${(receiver.address() as AddressInfo).port}/webhooks`, caught };
}

/** The documented check, written out here rather than borrowed from the service. */
function verifies(raw: string, signature: string | string[] | undefined, secret: string): boolean {
  if (typeof signature !== "string") return false;
  const expected = createHmac("sha256", secret).update(raw, "utf8").digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `npm run stock -w services/shop -- <reference> <quantity>`, against the test shop's data. */
function stockCommand(dataDir: string, ...args: string[]) {
  return run("npx", ["tsx", "scripts/stock.ts", ...args], {
    cwd: new URL("..", import.meta.url),
    env: { ...process.env, SHOP_DATA_DIR: dataDir },
  });
}

describe("a stock change", () => {
  it("is sent as a signed products/update webhook, retried under the same id until the receiver takes it", async () => {
    const { url, caught } = await startReceiver(1);
    shop = await startShop({ webhooks: { urls: [url], secret: SECRET, pollMs: 50, retryBaseMs: 100 } });

    const { stdout } = await stockCommand(shop.dataDir, "bm-cl-q-15-20", "4");
    expect(stdout).toContain("Classic Sheet Set, Queen / 15-20 cm (BM-CL-Q-15-20): 0 → 4 in stock.");
    await until(() => (caught.length >= 2 ? true : undefined), "the retried delivery");

    const [refused, taken] = caught as [Caught, Caught];
    expect(taken.headers["x-shopify-webhook-id"]).toBe(refused.headers["x-shopify-webhook-id"]);
    expect(taken.raw).toBe(refused.raw);
    expect(taken.headers).toMatchObject({
      "content-type": "application/json",
      "x-shopify-topic": "products/update",
      "x-shopify-api-version": "2026-04",
      "x-shopify-shop-domain": "bedsmade-local.myshopify.com",
    });
    expect(verifies(taken.raw, taken.headers["x-shopify-hmac-sha256"], SECRET)).toBe(true);
    expect(verifies(taken.raw, taken.headers["x-shopify-hmac-sha256"], `${SECRET}-other`)).toBe(false);
    expect(verifies(`${taken.raw} `, taken.headers["x-shopify-hmac-sha256"], SECRET)).toBe(false);

    const body = JSON.parse(taken.raw) as Json;
    expect(body).toMatchObject({ id: 8470000000001, handle: "classic-sheet-set", title: "Classic Sheet Set" });
    const variant = body.variants.find((candidate: Json) => candidate.sku === "BM-CL-Q-15-20");
    expect(variant).toMatchObject({
      id: Number(VARIANTS.classicQueen1520SoldOut.split("/").pop()),
      option1: "Queen",
      option2: "15-20 cm",
      inventory_quantity: 4,
    });
    // The storefront sees the same stock at once.
    const read = await shop.op("NodeById", { id: VARIANTS.classicQueen1520SoldOut });
    expect(read.data?.node).toMatchObject({ availableForSale: true, quantityAvailable: 4 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(caught).toHaveLength(2);
  });

  it("gives each delivery its own id, and an unknown SKU changes nothing", async () => {
    const { url, caught } = await startReceiver(0);
    shop = await startShop({ webhooks: { urls: [url], secret: SECRET, pollMs: 50, retryBaseMs: 100 } });
    await stockCommand(shop.dataDir, "BM-PR-K-31-35", "2");
    await stockCommand(shop.dataDir, "BM-PR-K-31-35", "0");
    await until(() => (caught.length >= 2 ? true : undefined), "two deliveries");
    const ids = caught.map(({ headers }) => headers["x-shopify-webhook-id"]);
    expect(new Set(ids).size).toBe(2);

    await expect(stockCommand(shop.dataDir, "BM-NOPE", "3")).rejects.toMatchObject({
      stderr: expect.stringContaining("No variant has the SKU or id BM-NOPE"),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(caught).toHaveLength(2);
  });
});
