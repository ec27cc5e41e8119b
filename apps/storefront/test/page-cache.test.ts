import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { request as httpRequest } from "node:http";
import * as Zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageCache, PAGE_CACHE_HEADER, type PageCacheOptions } from "../app/http/page-cache.server";
import { noteCacheTag, noteOldCopyServed } from "../app/shared-state/cache-tags.server";
import { createPurger } from "../app/shared-state/purger.server";

/** Every Brotli compression the page cache makes (the compression middleware has its own zlib). */
const compressions = vi.hoisted(() => vi.fn());
vi.mock("node:zlib", async (actual) => {
  const zlib = await actual<typeof Zlib>();
  const counted =
    <Args extends unknown[], Result>(compress: (...args: Args) => Result) =>
    (...args: Args) => {
      compressions();
      return compress(...args);
    };
  return {
    ...zlib,
    brotliCompress: counted(zlib.brotliCompress),
    brotliCompressSync: counted(zlib.brotliCompressSync),
  };
});

const SHARED = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600";
/** A browser without Brotli; Node's fetch takes it, and decodes it. */
const GZIP_ONLY = { "Accept-Encoding": "gzip" };

type Page = { status?: number; headers?: Record<string, string>; body?: string; wait?: Promise<void> };

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/**
 * Express with compression, the page cache, and a handler that counts its renders. Each render reads
 * "content" tagged by its path's first segment (/faqs reads `shop-faqs`), as the content client notes it.
 */
async function serverWith(page: (path: string, render: number) => Page, options: PageCacheOptions = {}) {
  const purger = createPurger({ instanceId: "this", everything: "shop" });
  const cache = createPageCache({ everything: "shop", purger, ...options });
  const renders: string[] = [];
  const app = express();
  app.use(compression());
  app.use(cache.middleware);
  app.get("/{*splat}", async (request, response) => {
    renders.push(request.path);
    noteCacheTag(`shop-${request.path.split("/")[1] || "home"}`);
    // /cms-down stands for a page whose content came from an old copy because the CMS failed.
    if (request.path === "/cms-down") noteOldCopyServed();
    const answer = page(request.path, renders.length);
    await answer.wait;
    response.status(answer.status ?? 200).set({ "Content-Type": "text/html; charset=utf-8", ...answer.headers });
    response.write(`<!DOCTYPE html><p>${answer.body ?? request.path} · render ${renders.length}</p>`);
    response.end("<footer>".padEnd(4000, "·"));
  });
  const server = app.listen(0);
  servers.push(server);
  await once(server, "listening");
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return { origin, renders, cache, purger };
}

describe("page cache", () => {
  it("renders a shareable page once and serves the copy with every header it was sent with", async () => {
    const { origin, renders } = await serverWith(() => ({
      headers: { "Cache-Control": SHARED, "Content-Security-Policy": "script-src 'sha256-abc'" },
    }));

    const first = await fetch(`${origin}/faqs`, { headers: GZIP_ONLY });
    const second = await fetch(`${origin}/faqs`, { headers: GZIP_ONLY });

    expect(renders).toEqual(["/faqs"]);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    for (const name of ["content-security-policy", "cache-control", "content-type"]) {
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    }
    expect(second.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves a kept page to a browser that takes Brotli in Brotli, smaller than gzip", async () => {
    const { origin, renders } = await serverWith(() => ({ headers: { "Cache-Control": SHARED } }));
    const rendered = await (await fetch(`${origin}/faqs`, { headers: GZIP_ONLY })).text();
    const served = await rawGet(`${origin}/faqs`, "GET", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    const gzipped = await rawGet(`${origin}/faqs`, "GET", { "Accept-Encoding": "gzip" });

    expect(renders).toEqual(["/faqs"]);
    expect(served.headers["content-encoding"]).toBe("br");
    expect(Zlib.brotliDecompressSync(served.bytes).toString()).toBe(rendered);
    expect(served.headers["content-length"]).toBe(String(served.bytes.length));
    expect(served.bytes.length).toBeLessThan(gzipped.bytes.length);
    expect(served.headers.vary).toMatch(/accept-encoding/i);
  });

  it("compresses a kept page only when a hit takes it: pages rendered afresh on every request cost no Brotli", async () => {
    const { origin } = await serverWith(() => ({ headers: { "Cache-Control": SHARED } }));
    const brotli = { "Accept-Encoding": "br" };
    compressions.mockClear();
    for (let round = 0; round < 5; round += 1)
      await rawGet(`${origin}/faqs`, "GET", { ...brotli, "Cache-Control": "no-cache" });
    expect(compressions).not.toHaveBeenCalled();
    await rawGet(`${origin}/faqs`, "GET", brotli);
    await rawGet(`${origin}/faqs`, "GET", brotli);
    expect(compressions).toHaveBeenCalledTimes(1);
  });

  it("answers a client that takes no gzip with the plain body, and HEAD with headers only", async () => {
    const { origin } = await serverWith(() => ({ headers: { "Cache-Control": SHARED } }));
    const rendered = await (await fetch(`${origin}/`)).text();

    const plain = await rawGet(`${origin}/`, "GET");
    const head = await rawGet(`${origin}/`, "HEAD");

    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(rendered);
    expect(head.headers[PAGE_CACHE_HEADER.toLowerCase()]).toBe("hit");
    expect(head.body).toBe("");
  });

  it.each([
    ["a cookie is set", { "Cache-Control": SHARED, "Set-Cookie": "bedsmade_cart_id=1" }],
    ["it is private", { "Cache-Control": "private, max-age=60" }],
    ["it is no-store", { "Cache-Control": "no-store" }],
    ["it has no shared lifetime", { "Cache-Control": "public, max-age=60" }],
    ["it varies on the cookie", { "Cache-Control": SHARED, Vary: "Cookie" }],
  ])("never stores a page when %s", async (_case, headers) => {
    const { origin, renders } = await serverWith(() => ({ headers }));
    await fetch(`${origin}/buy`);
    const again = await fetch(`${origin}/buy`);
    expect(renders).toHaveLength(2);
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
  });

  it("never stores an error page", async () => {
    const { origin, renders } = await serverWith(() => ({ status: 503, headers: { "Cache-Control": SHARED } }));
    await fetch(`${origin}/`);
    await fetch(`${origin}/`);
    expect(renders).toHaveLength(2);
  });

  it("keeps one copy per value of a cookie the pages vary on", async () => {
    const { origin, renders } = await serverWith(() => ({ headers: { "Cache-Control": SHARED } }), {
      varyOnCookies: ["bedsmade_version"],
    });
    const as = (version: string) =>
      fetch(`${origin}/`, { headers: { Cookie: `other=1; bedsmade_version=${version}` } });
    await as("1.0");
    await as("1.1");
    const again = await as("1.0");
    expect(renders).toHaveLength(2);
    expect(await again.text()).toContain("render 1");
  });

  it("keeps one copy per host, so a forged Host header never reaches other visitors", async () => {
    const { origin, renders } = await serverWith(() => ({ headers: { "Cache-Control": SHARED } }));
    const port = new URL(origin).port;
    await rawGet(`${origin}/`, "GET", { Host: `attacker.example:${port}` });
    const visitor = await fetch(`${origin}/`);
    expect(renders).toHaveLength(2);
    expect(visitor.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
  });

  it("names what each page was built from in Cache-Tag and Surrogate-Key for a CDN purged by them, and keeps them on the copy", async () => {
    const { origin } = await serverWith(() => ({ headers: { "Cache-Control": SHARED } }), { tagHeaders: true });
    for (const answer of [await fetch(`${origin}/faqs`), await fetch(`${origin}/faqs`)]) {
      expect(answer.headers.get("cache-tag")).toBe("shop,shop-faqs");
      expect(answer.headers.get("surrogate-key")).toBe("shop shop-faqs");
    }
  });

  it("sends no tag headers when no CDN is purged by them, and still purges its own copies by tag", async () => {
    const { origin, purger } = await serverWith(() => ({ headers: { "Cache-Control": SHARED } }));
    const first = await fetch(`${origin}/faqs`);
    expect([first.headers.get("cache-tag"), first.headers.get("surrogate-key")]).toEqual([null, null]);
    expect((await fetch(`${origin}/faqs`)).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    await purger.purge(["shop-faqs"]);
    expect((await fetch(`${origin}/faqs`)).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
  });

  it("drops exactly the pages built from what a purge names, and every page when it names everything", async () => {
    const { origin, renders, purger } = await serverWith(() => ({ headers: { "Cache-Control": SHARED } }));
    await fetch(`${origin}/faqs`);
    await fetch(`${origin}/contact`);

    await purger.purge(["shop-faqs"]);
    expect((await fetch(`${origin}/faqs`)).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect((await fetch(`${origin}/contact`)).headers.get(PAGE_CACHE_HEADER)).toBe("hit");

    await purger.purge(["shop"]);
    expect((await fetch(`${origin}/faqs`)).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect((await fetch(`${origin}/contact`)).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(renders).toEqual(["/faqs", "/contact", "/faqs", "/faqs", "/contact"]);
  });

  it("keeps no page built from an old copy while the CMS failed, and tells every cache not to keep it", async () => {
    const { origin, renders } = await serverWith(() => ({ headers: { "Cache-Control": SHARED } }));
    const first = await fetch(`${origin}/cms-down`);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("cache-tag")).toBeNull();
    expect((await fetch(`${origin}/cms-down`)).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(renders).toEqual(["/cms-down", "/cms-down"]);
  });

  it("does not store a render that began before a purge of its tags", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { origin, renders, purger } = await serverWith((_path, render) => ({
      headers: { "Cache-Control": SHARED },
      wait: render === 1 ? held : undefined,
    }));
    const rendering = fetch(`${origin}/faqs`);
    await until(() => renders.length === 1);
    await purger.purge(["shop-faqs"]);
    release();
    await (await rendering).text();
    expect((await fetch(`${origin}/faqs`)).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
  });

  it("renders afresh for a request that asks for no-cache, and keeps that copy", async () => {
    const { origin, renders } = await serverWith(() => ({ headers: { "Cache-Control": SHARED } }));
    await fetch(`${origin}/`);
    await fetch(`${origin}/`, { headers: { "Cache-Control": "no-cache" } });
    const next = await fetch(`${origin}/`);
    expect(renders).toHaveLength(2);
    expect(await next.text()).toContain("render 2");
  });

  it("serves the stale copy while one request renders the new one, then the new one", async () => {
    let clock = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { origin, renders } = await serverWith(
      (_path, render) => ({ headers: { "Cache-Control": SHARED }, wait: render === 2 ? held : undefined }),
      { now: () => clock },
    );
    await fetch(`${origin}/`);
    clock = 61_000;

    const refreshing = fetch(`${origin}/`);
    await until(() => renders.length === 2);
    const meanwhile = await fetch(`${origin}/`);
    release();
    await (await refreshing).text();

    expect(meanwhile.headers.get(PAGE_CACHE_HEADER)).toBe("stale");
    expect(await meanwhile.text()).toContain("render 1");
    expect(await (await fetch(`${origin}/`)).text()).toContain("render 2");
    clock = 61_000 + 661_000;
    expect((await fetch(`${origin}/`)).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
  });
});

/** A request without Accept-Encoding (fetch always sends one) and with any Host header; the body as sent. */
function rawGet(
  url: string,
  method: "GET" | "HEAD",
  headers: Record<string, string> = {},
): Promise<{ headers: Record<string, unknown>; body: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ headers: response.headers, body: bytes.toString("utf8"), bytes });
      });
    })
      .on("error", reject)
      .end();
  });
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
}
