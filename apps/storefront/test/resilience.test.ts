import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { SHOP_UNAVAILABLE_MESSAGE } from "../app/commerce/storefront-client.server";
import { CONTENT_UNAVAILABLE_MESSAGE } from "../app/content/content.server";
import { classicSelection } from "./support/shop";
import { connectionRefused, freePort, stopAll, waitFor, type Spawned } from "../../../test-support/processes";
import { startContentService, startShopService, startStorefront } from "./support/stack";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy";

/**
 * The CMS and the shop each sit behind a proxy that can pass, hang or refuse, while one storefront runs
 * throughout. The tests run in order on that stack; the last stops the storefront.
 */

/**
 * No wall clock is read: a storefront that waited on a hung upstream would answer nothing before the
 * test's limit, so any answer proves it. Speed is `npm run bench`'s job.
 */
const STACK_START_MS = 150_000;

const REVALIDATE_SECRET = "resilience-secret";
/** Content pages of each kind: the home page, a main page, a form page. */
const PAGES = ["/", "/faqs", "/contact"];

const STACK_TRACE = /at \S+ \(.*:\d+:\d+\)/;
const htmlText = (text: string) => text.replaceAll("'", "&#x27;");

let dataDir: string;
let contentPort: number;
let shopPort: number;
let content: Spawned;
let shop: Spawned;
let contentProxy: TcpProxy;
let shopProxy: TcpProxy;
let storefront: { server: Spawned; url: string; port: number };

/** One request to the storefront, its answer read in full. */
async function ask(path: string, init: RequestInit = {}) {
  const response = await fetch(`${storefront.url}${path}`, { redirect: "manual", ...init });
  const body = await response.text();
  return { path, status: response.status, body, headers: response.headers };
}

/**
 * Both content collections are read whole, so once any page has shown every page is cached; only
 * this purge, as Strapi's webhook sends it, makes a page "not cached".
 */
async function purgePages() {
  const answer = await ask("/api/revalidate", {
    method: "POST",
    headers: { Authorization: `Bearer ${REVALIDATE_SECRET}`, "Content-Type": "application/json" },
    body: JSON.stringify({ event: "entry.update", model: "page" }),
  });
  expect(answer.status).toBe(200);
}

/** A cart action as the cart UI's fetcher sends it (JSON back, not a redirect). */
function cartAction(fields: Record<string, string>, cookie = "") {
  return ask("/api/cart", {
    method: "POST",
    headers: { Accept: "application/json", "Sec-Fetch-Mode": "cors", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

/** The document without what legitimately differs per response (CSP nonces). */
const comparable = (html: string) => html.replaceAll(/ nonce="[^"]*"/g, "");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "bedsmade-resilience-"));
  [contentPort, shopPort] = await Promise.all([freePort(), freePort()]);
  [content, shop] = await Promise.all([
    startContentService(contentPort, path.join(dataDir, "content")),
    startShopService(shopPort, path.join(dataDir, "shop")),
  ]);
  contentProxy = await startTcpProxy(contentPort);
  // Refused from the start: the storefront must not have read (and cached) the catalogue before the shop tests.
  shopProxy = await startTcpProxy(shopPort, "refuse");
  storefront = await startStorefront({
    CONTENT_API_URL: contentProxy.url,
    SHOP_API_URL: `${shopProxy.url}/api/2026-04/graphql.json`,
    REVALIDATE_SECRET,
  });
}, STACK_START_MS);

afterAll(async () => {
  await stopAll();
  await Promise.all([contentProxy?.close(), shopProxy?.close()]);
  await rm(dataDir, { recursive: true, force: true });
});

describe("with the content service down", () => {
  const cached = new Map<string, string>();
  const cachePages = async () => {
    for (const page of await Promise.all(PAGES.map((path) => ask(path)))) expect(page.status).toBe(200);
    for (const page of await Promise.all(PAGES.map((path) => ask(path)))) cached.set(page.path, page.body);
  };

  async function expectCachedPagesServed() {
    for (const page of await Promise.all(PAGES.map((path) => ask(path)))) {
      expect(page.status).toBe(200);
      expect(comparable(page.body)).toBe(comparable(cached.get(page.path) ?? ""));
    }
  }

  it("hanging: serves cached pages in full, and after an editor's purge still the last copy, not an error", async () => {
    await cachePages();
    contentProxy.setMode("hang");
    await expectCachedPagesServed();
    await purgePages();
    await expectCachedPagesServed();
  }, 30_000);

  it("answering again: the next request renders the page", async () => {
    contentProxy.setMode("pass");
    expect((await ask("/faqs")).status).toBe(200);
  }, 30_000);

  it("stopped: serves cached pages in full, after a purge too, and a page never read is a calm 503", async () => {
    await cachePages();
    await content.stop();
    await expectCachedPagesServed();
    await purgePages();
    await expectCachedPagesServed();
    const cold = await startStorefront({ CONTENT_API_URL: contentProxy.url, REVALIDATE_SECRET });
    for (const path of PAGES) {
      const page = await fetch(`${cold.url}${path}`);
      expect(page.status).toBe(503);
      const body = await page.text();
      expect(body).toContain(htmlText(CONTENT_UNAVAILABLE_MESSAGE));
      expect(body).not.toMatch(STACK_TRACE);
    }
    await cold.server.stop();
  }, 60_000);

  it("restarted on its port: the next request renders fresh pages, without restarting the storefront", async () => {
    content = await startContentService(contentPort, path.join(dataDir, "content"));
    for (const page of await Promise.all(PAGES.map((path) => ask(path)))) {
      expect(page.status).toBe(200);
      expect(comparable(page.body)).toBe(comparable(cached.get(page.path) ?? ""));
    }
  }, 60_000);
});

describe("with the shop down", () => {
  let selection: { size: string; depth: string };
  let buyPath: string;
  let cartCookie: string;

  beforeAll(async () => {
    selection = await classicSelection(`http://127.0.0.1:${shopPort}`);
    buyPath = `/buy?${new URLSearchParams({ step: "3", line: "classic", ...selection }).toString()}`;
  });

  /** /buy says the shop is unreachable and its Try again form carries the whole selection. */
  function expectSelectionKept(page: { status: number; body: string }) {
    expect(page.status).toBe(200);
    expect(page.body).toContain(htmlText(SHOP_UNAVAILABLE_MESSAGE));
    expect(page.body).toContain("Try again");
    expect(page.body).toMatch(/name="step" value="3"/);
    expect(page.body).toMatch(/name="line" value="classic"/);
    expect(page.body).toContain(`name="size" value="${selection.size}"`);
    expect(page.body).toContain(`name="depth" value="${selection.depth}"`);
  }

  async function expectCartUnavailable(pending: ReturnType<typeof ask>) {
    const answered = await pending;
    expect(answered.status).toBe(503);
    expect(JSON.parse(answered.body)).toMatchObject({ notices: [{ message: SHOP_UNAVAILABLE_MESSAGE }] });
  }

  it.each(["refuse", "hang"] as const)(
    "%s: /buy and adding to the cart say so, keeping the selection",
    async (mode) => {
      shopProxy.setMode(mode);
      const [buy] = await Promise.all([
        ask(buyPath),
        expectCartUnavailable(cartAction({ intent: "add", variantKey: selection.depth })),
      ]);
      expectSelectionKept(buy);
    },
    30_000,
  );

  it("back: /buy shows the products and the cart takes the set, without restarting the storefront", async () => {
    shopProxy.setMode("pass");
    const buy = await ask(buyPath);
    expect(buy.status).toBe(200);
    expect(buy.body).not.toContain(htmlText(SHOP_UNAVAILABLE_MESSAGE));

    const added = await cartAction({ intent: "add", variantKey: selection.depth });
    expect(added.status).toBe(200);
    cartCookie =
      added.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0] ?? "")
        .find((cookie) => cookie.includes("_cart_id=")) ?? "";
    expect(cartCookie).not.toBe("");
  }, 30_000);

  it("stopped, then hanging: reading the cart and adding to it say so; /buy's checkout step too", async () => {
    await shop.stop();
    await expectCartUnavailable(ask("/api/cart", { headers: { Cookie: cartCookie } }));
    await expectCartUnavailable(cartAction({ intent: "add", variantKey: selection.depth }, cartCookie));
    const checkout = await ask("/buy?step=4&line=classic", { headers: { Cookie: cartCookie } });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toContain(htmlText(SHOP_UNAVAILABLE_MESSAGE));
    expect(checkout.body).toMatch(/name="step" value="4"/);

    shopProxy.setMode("hang");
    await expectCartUnavailable(ask("/api/cart", { headers: { Cookie: cartCookie } }));
  }, 40_000);

  it("restarted on its port: the next request reads the same cart, and adding works again", async () => {
    shop = await startShopService(shopPort, path.join(dataDir, "shop"));
    shopProxy.setMode("pass");

    const cart = await ask("/api/cart", { headers: { Cookie: cartCookie } });
    expect(cart.status).toBe(200);
    expect(JSON.parse(cart.body)).toMatchObject({ itemCount: 1 });
    const added = await cartAction({ intent: "add", variantKey: selection.depth }, cartCookie);
    expect(added.status).toBe(200);
    expect(JSON.parse(added.body)).toMatchObject({ cart: { itemCount: 2 } });
  }, 60_000);
});

const healthReport = z.object({
  status: z.enum(["ok", "degraded"]),
  upstreams: z.object({
    content: z.object({ ok: z.boolean(), latencyMs: z.number(), error: z.string().optional() }),
    shop: z.object({ ok: z.boolean(), latencyMs: z.number(), error: z.string().optional() }),
  }),
});

describe("GET /healthz", () => {
  const health = async () => {
    const answer = await ask("/healthz");
    return { ...answer, report: healthReport.parse(JSON.parse(answer.body)) };
  };

  it("reports both upstreams up, from one probe each however many callers ask", async () => {
    const before = { content: contentProxy.requests, shop: shopProxy.requests };
    const answers = await Promise.all(Array.from({ length: 10 }, health));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.report).toMatchObject({ status: "ok", upstreams: { content: { ok: true }, shop: { ok: true } } });
    }
    expect(contentProxy.requests - before.content).toBeLessThanOrEqual(1);
    expect(shopProxy.requests - before.shop).toBeLessThanOrEqual(1);
  }, 20_000);

  it("still answers 200 when an upstream hangs or is gone, naming which one and its 1 s probe limit", async () => {
    contentProxy.setMode("hang");
    shopProxy.setMode("refuse");
    const degraded = await waitFor(
      async () => {
        const candidate = await health();
        return candidate.report.status === "degraded" ? candidate : undefined;
      },
      "/healthz to notice the outages",
      10_000,
    );
    expect(degraded.status).toBe(200);
    // The probe's own limit names itself: the hanging upstream was given up on after 1 s.
    expect(degraded.report.upstreams.content).toMatchObject({ ok: false, error: "timed out after 1000 ms" });
    expect(degraded.report.upstreams.shop.ok).toBe(false);
    expect(degraded.report.upstreams.shop.error).toMatch(/fetch failed|socket|reset/i);

    contentProxy.setMode("pass");
    shopProxy.setMode("pass");
    await waitFor(
      async () => ((await health()).report.status === "ok" ? true : undefined),
      "/healthz to report recovery",
      10_000,
    );
  }, 30_000);
});

describe("SIGTERM", () => {
  it("finishes the request in flight, refuses new connections and exits 0", async () => {
    await purgePages();
    contentProxy.setMode("hang");
    const inFlight = ask("/terms");
    // Awaited below; until then a failure must not surface as an unhandled rejection.
    inFlight.catch(() => undefined);
    await waitFor(
      () => (contentProxy.held > 0 ? true : undefined),
      "the page's content request to reach the proxy",
      5000,
    );

    storefront.server.child.kill("SIGTERM");
    await waitFor(
      () => (storefront.server.output().includes("SIGTERM received") ? true : undefined),
      "the storefront to start closing",
      2000,
    );
    expect(await connectionRefused(storefront.port)).toBe(true);

    contentProxy.setMode("pass");
    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(page.body).toContain("</html>");
    expect(page.body).not.toContain(htmlText(CONTENT_UNAVAILABLE_MESSAGE));

    // It exits by itself (the test's limit is three times its grace period), and cleanly.
    expect(await storefront.server.exited).toBe(0);
  }, 30_000);
});
