import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, stopAll, waitFor, type Spawned } from "../../../test-support/processes";
import { startContentService, startShopService, startStorefront } from "./support/stack";

/** One shopper's request, followed by its id from the storefront into the CMS's and the shop's logs. */

const STACK_START_MS = 150_000;
/** Development compiles /buy on its first request. */
const FIRST_RENDER_MS = 90_000;

let dataDir: string;
let content: Spawned;
let shop: Spawned;
let storefront: { server: Spawned; url: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "bedsmade-request-id-"));
  const [contentPort, shopPort] = await Promise.all([freePort(), freePort()]);
  [content, shop] = await Promise.all([
    startContentService(contentPort, path.join(dataDir, "content")),
    startShopService(shopPort, path.join(dataDir, "shop")),
  ]);
  storefront = await startStorefront({
    CONTENT_API_URL: `http://127.0.0.1:${contentPort}`,
    SHOP_API_URL: `http://127.0.0.1:${shopPort}/api/2026-04/graphql.json`,
  });
}, STACK_START_MS);

afterAll(async () => {
  await stopAll();
  await rm(dataDir, { recursive: true, force: true });
});

it(
  "carries the request's id to the CMS and the shop, and all three log it",
  async () => {
    // The first page shown reads the site's header and footer from the CMS; /buy reads the catalogue from the shop.
    const response = await fetch(`${storefront.url}/buy`);
    await response.text();
    expect(response.status).toBe(200);
    const requestId = response.headers.get("X-Request-Id") ?? "";
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const found = (service: Spawned, name: string) =>
      waitFor(
        () => (service.output().includes(requestId) ? true : undefined),
        `${requestId} in the ${name}'s log`,
        10_000,
      );
    await Promise.all([found(storefront.server, "storefront"), found(content, "CMS"), found(shop, "shop")]);
    const storefrontLine = storefront.server
      .output()
      .split("\n")
      .find((line) => line.includes(`requestId=${requestId}`));
    expect(storefrontLine).toMatch(/ info request .*route=\/buy/);
  },
  FIRST_RENDER_MS,
);
