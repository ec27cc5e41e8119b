import { existsSync } from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { spawnProcess, stopAll, waitFor, type Spawned } from "../test-support/processes";
import { startRedis, type TestRedis } from "../test-support/redis";
import { contentUrl } from "./support/content";
import { classicVariant, shopUrl } from "./support/shop";

/**
 * Two real storefront instances and a real Redis behave as one shop, and carry on alone without
 * Redis. The stack's own storefront is not part of the pair.
 */

const serverEntry = path.resolve("apps/storefront/dist/server.js");
const PAGE_CACHE = "x-page-cache";
const SHOP_HOST = "shop.bedsmade.example";
let redis: TestRedis;
let a: string;
let b: string;
let http: APIRequestContext;

async function startInstance(redisUrl: string): Promise<string> {
  const server: Spawned = spawnProcess(process.execPath, [serverEntry], {
    cwd: path.dirname(path.dirname(serverEntry)),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      PUBLIC_URL: `https://${SHOP_HOST}`,
      CONTENT_API_URL: contentUrl(),
      SHOP_API_URL: `${shopUrl()}/api/2026-04/graphql.json`,
      // Production needs a shop token; the stack's shop checks only the private one it was given.
      SHOP_STOREFRONT_TOKEN: "scale-out-public-token",
      REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET,
      REDIS_URL: redisUrl,
      // These journeys prove what is shared, on a CI machine that may be busy: a slow answer from Redis must
      // not count as Redis gone here (shared-state.test.ts proves the timeout against a frozen Redis).
      REDIS_TIMEOUT_MS: "2000",
    },
  });
  const port = await waitFor(() => server.output().match(/listening on port (\d+)/)?.[1], "an instance", 30_000);
  const url = `http://127.0.0.1:${port}`;
  // As a balancer would, wait for the instance to say it shares through Redis before sending it shoppers.
  await waitFor(async () => {
    const health = await fetch(`${url}/healthz`).then((response) => response.json() as Promise<{ redis?: string }>);
    return health.redis === "ok" ? true : undefined;
  }, `${url} to connect to Redis`);
  return url;
}

/** A page address no other journey asks for, so its first visit is a render. */
const freshPage = (name: string) => `/faqs?instance-test=${name}-${Date.now()}`;

async function pageCacheState(url: string): Promise<string | undefined> {
  const response = await http.get(url);
  expect(response.status()).toBe(200);
  return response.headers()[PAGE_CACHE];
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.skip(!existsSync(serverEntry), "needs the production build, which the stack makes unless E2E_DEV=1");
  redis = await startRedis();
  [a, b] = await Promise.all([startInstance(redis.url), startInstance(redis.url)]);
  // As behind a balancer, both instances are asked for the shop's one address (the page cache keys on Host).
  http = await playwrightRequest.newContext({ extraHTTPHeaders: { Host: SHOP_HOST } });
});

test.afterAll(async () => {
  await http?.dispose();
  await stopAll();
});

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "the instances' answers do not depend on the viewport");
});

test("a page one instance rendered is served by the other from Redis, with the same CSP and headers", async () => {
  const page = freshPage("shared");
  const rendered = await http.get(`${a}${page}`);
  expect(rendered.headers()[PAGE_CACHE]).toBe("miss");
  const served = await http.get(`${b}${page}`);
  expect(served.headers()[PAGE_CACHE]).toBe("shared");
  for (const header of ["content-security-policy", "cache-control", "content-type"]) {
    expect(served.headers()[header], header).toBe(rendered.headers()[header]);
  }
  expect(served.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(await served.text()).toBe(await rendered.text());
});

test("a content webhook that lands on one instance empties the page on the other at once", async () => {
  const page = freshPage("purge");
  await http.get(`${a}${page}`);
  expect(await pageCacheState(`${b}${page}`)).toBe("shared");
  expect(await pageCacheState(`${b}${page}`)).toBe("hit");

  const webhook = await http.post(`${a}/api/revalidate`, {
    headers: { Authorization: `Bearer ${process.env.E2E_REVALIDATE_SECRET}` },
    data: { event: "entry.update", model: "page", entry: { slug: "faqs" } },
  });
  expect(webhook.status()).toBe(200);

  // "At once": the very next request to the other instance renders afresh.
  expect(await pageCacheState(`${b}${page}`)).toBe("miss");
});

test("the 61st cart action in a minute is refused, however the actions are spread over the instances", async () => {
  const cart = await playwrightRequest.newContext({ extraHTTPHeaders: { Host: SHOP_HOST } });
  const checkout = (instance: string) => cart.post(`${instance}/api/cart`, { form: { intent: "checkout" } });
  // The first action makes no cart; the per-cart count starts with the cart's cookie.
  const first = await cart.post(`${a}/api/cart`, {
    form: { intent: "add", variantKey: (await classicVariant(http)).key },
  });
  expect(first.status()).toBe(200);
  const statuses: number[] = [];
  for (let action = 1; action <= 60; action += 1) statuses.push((await checkout(action % 2 ? a : b)).status());
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  const refused = await checkout(b);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  await cart.dispose();
});

test("with Redis stopped mid-traffic pages keep coming and /healthz says degraded; back, the instances share again", async () => {
  const pages = ["/", "/faqs", "/contact", "/blog", "/buy"];
  const traffic = Promise.all(
    Array.from({ length: 40 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 25));
      return (await http.get(`${index % 2 ? a : b}${pages[index % pages.length]}`)).status();
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  await redis.stop();
  expect((await traffic).filter((status) => status >= 500)).toEqual([]);

  for (const instance of [a, b]) {
    await waitFor(async () => {
      const health = (await (await http.get(`${instance}/healthz`)).json()) as { redis?: string; status: string };
      return health.redis === "degraded" && health.status === "degraded" ? true : undefined;
    }, `${instance} to report Redis degraded`);
    expect(await pageCacheState(`${instance}${freshPage("alone")}`)).toBe("miss");
  }

  await redis.start();
  for (const instance of [a, b]) {
    await waitFor(async () => {
      const health = (await (await http.get(`${instance}/healthz`)).json()) as { redis?: string };
      return health.redis === "ok" ? true : undefined;
    }, `${instance} to share again`);
  }
  const page = freshPage("back");
  await http.get(`${a}${page}`);
  expect(await pageCacheState(`${b}${page}`)).toBe("shared");
});
