import { describe, expect, it } from "vitest";
import { createCdnPurge } from "../app/http/cdn-purge.server";
import { parseConfig } from "../app/config.server";

/** Issue 11 item 3: a CDN purges by tag on each content webhook, with retries and a log line. */

type Call = { url: string; headers: Headers; body: string };

/** A CDN endpoint that answers each call with the next status of `statuses`. */
function cdnAnswering(...statuses: number[]) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers), body: String(init?.body) });
    return new Response(null, { status: statuses[calls.length - 1] ?? 200 });
  };
  return { calls, fetch };
}

describe("the CDN purge hook", () => {
  it("posts the changed tags in the shape Cloudflare and Fastly both read", async () => {
    const cdn = cdnAnswering(200);
    const log: string[] = [];
    const purge = createCdnPurge({
      url: "https://api.cdn.example/zones/z1/purge_cache",
      token: "cdn-token",
      fetch: cdn.fetch,
      log: (line) => log.push(line),
    });
    expect(await purge(["bedsmade-pages", "bedsmade-footer"])).toBe(true);
    const [call] = cdn.calls;
    expect(JSON.parse(call?.body ?? "")).toEqual({ tags: ["bedsmade-pages", "bedsmade-footer"] });
    expect(call?.headers.get("authorization")).toBe("Bearer cdn-token");
    expect(call?.headers.get("fastly-key")).toBe("cdn-token");
    expect(call?.headers.get("surrogate-key")).toBe("bedsmade-pages bedsmade-footer");
    expect(log).toEqual(["purged bedsmade-pages, bedsmade-footer at https://api.cdn.example."]);
  });

  it("retries a refused or failed call with back-off, and says which attempt worked", async () => {
    const cdn = cdnAnswering(503, 429, 200);
    const log: string[] = [];
    const purge = createCdnPurge({
      url: "https://api.cdn.example/purge",
      token: undefined,
      firstDelayMs: 1,
      fetch: cdn.fetch,
      log: (line) => log.push(line),
    });
    expect(await purge(["bedsmade"])).toBe(true);
    expect(cdn.calls).toHaveLength(3);
    expect(cdn.calls[0]?.headers.has("authorization")).toBe(false);
    expect(log).toEqual(["purged bedsmade at https://api.cdn.example (attempt 3)."]);
  });

  it("gives up after its attempts, logs why, and never throws", async () => {
    const cdn = cdnAnswering(500, 500, 500, 500, 500);
    const log: string[] = [];
    const purge = createCdnPurge({
      url: "https://api.cdn.example/purge",
      token: "t",
      attempts: 4,
      firstDelayMs: 1,
      fetch: cdn.fetch,
      log: (line) => log.push(line),
    });
    expect(await purge(["bedsmade"])).toBe(false);
    expect(cdn.calls).toHaveLength(4);
    expect(log).toEqual([
      "could not purge bedsmade at https://api.cdn.example after 4 attempts (status 500); those pages expire by age.",
    ]);
  });
});

describe("scale-out settings", () => {
  it("reads REDIS_URL, its timeout and the CDN hook, and refuses what is not a Redis URL", () => {
    expect(parseConfig({}).redis).toEqual({ url: undefined, timeoutMs: 250 });
    expect(parseConfig({}).cdnPurge).toBeUndefined();
    const scaled = parseConfig({
      REDIS_URL: "rediss://:secret@cache.example:6380",
      REDIS_TIMEOUT_MS: "100",
      CDN_PURGE_URL: "https://api.cdn.example/purge",
      CDN_PURGE_TOKEN: "t",
    });
    expect(scaled.redis).toEqual({ url: "rediss://:secret@cache.example:6380", timeoutMs: 100 });
    expect(scaled.cdnPurge).toEqual({ url: "https://api.cdn.example/purge", token: "t" });
    expect(() => parseConfig({ REDIS_URL: "http://cache.example" })).toThrow(/REDIS_URL must be a redis/);
    expect(() => parseConfig({ REDIS_TIMEOUT_MS: "0" })).toThrow(/REDIS_TIMEOUT_MS/);
  });
});
