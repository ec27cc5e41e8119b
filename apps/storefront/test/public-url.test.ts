import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopAll, type Spawned } from "../../../test-support/processes";
import { serveRecordedCms } from "./support/recorded-cms";
import { startStorefront } from "./support/stack";

/**
 * The site's own URLs name PUBLIC_URL whatever host a request names (docs/testing.md, "Forged hosts").
 * Forged Hosts are IP or `.localhost` names: see "Tests run the storefront from source" there.
 */
const PUBLIC_ORIGIN = "https://shop.bedsmade.example";
const PATHS = ["/robots.txt", "/sitemap.xml", "/", "/faqs"];
/** An absolute or protocol-relative URL naming a host an attacker chose. */
const FORGED_URL = /(?:https?:)?\/\/(?:evil\.example|evil\.localhost|203\.0\.113\.66)/i;

let storefront: { server: Spawned; port: number };
let cms: Awaited<ReturnType<typeof serveRecordedCms>>;

beforeAll(async () => {
  cms = await serveRecordedCms();
  storefront = await startStorefront({
    PUBLIC_URL: PUBLIC_ORIGIN,
    TRUST_PROXY: "127.0.0.1",
    CONTENT_API_URL: cms.url,
    SHOP_API_URL: "http://127.0.0.1:9/api/2026-04/graphql.json",
  });
}, 90_000);

afterAll(async () => {
  await stopAll();
  await cms.close();
});

type Answer = { status: number; location: string | undefined; body: string };

/** A GET with headers exactly as given (Host included), sent from `from`, a loopback address of this machine. */
function get(path: string, headers: Record<string, string>, from = "127.0.0.1"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: storefront.port, path, headers, localAddress: from });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    });
    request.on("error", reject);
  });
}

/** Every address the answer gives for the site itself: robots.txt's Sitemap, the sitemap's locs, canonical, og:url. */
function ownAddresses(path: string, body: string): string[] {
  if (path === "/robots.txt") return [...body.matchAll(/^Sitemap: (\S+)$/gm)].map((match) => match[1] ?? "");
  if (path === "/sitemap.xml") return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  return [
    ...body.matchAll(/<link rel="canonical" href="([^"]+)"/g),
    ...body.matchAll(/<meta property="og:url" content="([^"]+)"/g),
  ].map((match) => match[1] ?? "");
}

async function expectOnlyPublicUrl(headers: Record<string, string>, from?: string) {
  for (const path of PATHS) {
    const answer = await get(path, headers, from);
    const what = `${path} ${JSON.stringify(headers)} from ${from ?? "127.0.0.1"}`;
    expect(answer.status, what).toBe(200);
    expect(answer.location, what).toBeUndefined();
    expect(answer.body, what).not.toMatch(FORGED_URL);
    const addresses = ownAddresses(path, answer.body);
    expect(addresses.length, `${what} names the site`).toBeGreaterThan(path === "/" || path === "/faqs" ? 1 : 0);
    for (const address of addresses) expect(new URL(address).origin, what).toBe(PUBLIC_ORIGIN);
  }
}

// The first requests compile each route in Vite's development server: seconds on a busy machine.
describe("absolute URLs never come from the Host header (issue 10 item 7)", { timeout: 60_000 }, () => {
  it("names PUBLIC_URL's origin in robots.txt, the sitemap, canonical and og:url whatever Host a request names", async () => {
    await expectOnlyPublicUrl({ Host: "203.0.113.66" });
    await expectOnlyPublicUrl({ Host: "evil.localhost:3000" });
  });

  it("names it too when the trusted proxy forwards another host and protocol", async () => {
    await expectOnlyPublicUrl({ "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" });
  });

  it("names it too when a sender it does not trust forges X-Forwarded-Host", async () => {
    await expectOnlyPublicUrl({ "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" }, "127.0.0.2");
  });

  it("never names Host: evil.example in a URL (in development Vite's host check refuses it first)", async () => {
    for (const path of PATHS) {
      const answer = await get(path, { Host: "evil.example" });
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.location, path).toBeUndefined();
      expect(answer.body, path).not.toMatch(FORGED_URL);
    }
  });
});
