import { describe, expect, it } from "vitest";
import { parseConfig } from "../app/config.server";
import { createUpstreamHealth } from "../app/health.server";
import { createUpstreamBreaker } from "../app/http/upstream.server";

/** The pieces behind test/resilience.test.ts, where timing can be controlled exactly. */

class Outage extends Error {}
class Refused extends Error {}
const isOutage = (error: unknown) => error instanceof Outage;
const refusal = () => new Refused("skipped");

/** A call that settles when the test says so. */
function pending<Result>() {
  let settle!: { resolve: (value: Result) => void; reject: (error: unknown) => void };
  const promise = new Promise<Result>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe("the upstream breaker", () => {
  it("opens on an outage; the next call probes alone and the others wait, failing with a failed probe", async () => {
    const breaker = createUpstreamBreaker();
    await expect(breaker.run(() => Promise.reject(new Outage()), isOutage, refusal)).rejects.toBeInstanceOf(Outage);
    expect(breaker.open).toBe(true);

    const probe = pending<string>();
    let calls = 0;
    const first = breaker.run(() => ((calls += 1), probe.promise), isOutage, refusal);
    const second = breaker.run(() => ((calls += 1), Promise.resolve("unused")), isOutage, refusal);
    probe.reject(new Outage());
    await expect(first).rejects.toBeInstanceOf(Outage);
    await expect(second).rejects.toBeInstanceOf(Refused);
    expect(calls).toBe(1);
  });

  it("closes when the probe gets an answer, and the callers that waited then go through", async () => {
    const breaker = createUpstreamBreaker();
    await breaker.run(() => Promise.reject(new Outage()), isOutage, refusal).catch(() => undefined);

    const probe = pending<string>();
    const first = breaker.run(() => probe.promise, isOutage, refusal);
    const second = breaker.run(() => Promise.resolve("after the probe"), isOutage, refusal);
    probe.resolve("probe");
    await expect(first).resolves.toBe("probe");
    await expect(second).resolves.toBe("after the probe");
    expect(breaker.open).toBe(false);
  });

  it("counts an upstream's own refusal (a 404, a GraphQL error) as an answer, not an outage", async () => {
    const breaker = createUpstreamBreaker();
    await breaker.run(() => Promise.reject(new Outage()), isOutage, refusal).catch(() => undefined);
    await expect(breaker.run(() => Promise.reject(new Error("not found")), isOutage, refusal)).rejects.toThrow(
      "not found",
    );
    expect(breaker.open).toBe(false);
  });
});

describe("the upstream health report", () => {
  const options = {
    content: { apiUrl: "http://content.test", token: "content-token", mediaOrigins: [] },
    shop: { apiUrl: "http://shop.test/api/2026-04/graphql.json", storefrontToken: undefined },
  };

  it("probes both upstreams once per reuse period however many callers ask, and reports which is down", async () => {
    let time = 0;
    const requested: string[] = [];
    const fetch = (async (input: string | URL | Request) => {
      const url = String(input);
      requested.push(url);
      if (url.startsWith("http://content.test")) return new Response(null, { status: 204 });
      throw new TypeError("fetch failed", {
        cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      });
    }) as typeof globalThis.fetch;
    const health = createUpstreamHealth({ ...options, fetch, now: () => time, reuseMs: 2000 });

    const reports = await Promise.all([health(), health(), health()]);
    expect(requested).toEqual(["http://content.test/_health", options.shop.apiUrl]);
    for (const report of reports) {
      expect(report).toMatchObject({
        status: "degraded",
        upstreams: { content: { ok: true }, shop: { ok: false, error: "fetch failed (ECONNREFUSED)" } },
      });
    }

    time = 1999;
    await health();
    expect(requested).toHaveLength(2);
    time = 2000;
    await health();
    expect(requested).toHaveLength(4);
  });

  it("gives up on a probe after its time limit", async () => {
    const hanging = ((_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    const report = await createUpstreamHealth({ ...options, fetch: hanging, probeTimeoutMs: 30 })();
    expect(report.status).toBe("degraded");
    expect(report.upstreams.content).toMatchObject({ ok: false, error: "timed out after 30 ms" });
    expect(report.upstreams.shop).toMatchObject({ ok: false, error: "timed out after 30 ms" });
  });
});

describe("the upstream time limits", () => {
  it("default to 2.5 s for the content service and 3 s for the shop, and refuse what is not a time", () => {
    expect(parseConfig({}).upstreamTimeouts).toEqual({ contentMs: 2500, shopMs: 3000 });
    expect(parseConfig({ CONTENT_TIMEOUT_MS: "800", SHOP_TIMEOUT_MS: "1200" }).upstreamTimeouts).toEqual({
      contentMs: 800,
      shopMs: 1200,
    });
    expect(() => parseConfig({ SHOP_TIMEOUT_MS: "soon" })).toThrow(/SHOP_TIMEOUT_MS/);
    expect(() => parseConfig({ CONTENT_TIMEOUT_MS: "0" })).toThrow(/CONTENT_TIMEOUT_MS/);
  });
});
