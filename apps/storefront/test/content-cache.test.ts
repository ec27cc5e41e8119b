import { describe, expect, it } from "vitest";
import { createContentApi } from "../app/content/api.server";
import { createContentCache } from "../app/content/cache.server";
import { withContentCache } from "../app/content/cached-client.server";
import { takingRenderNotes, type RenderNotes } from "../app/shared-state/cache-tags.server";
import { ContentRequestError, createContentClient } from "../app/content/client.server";

const FRESH = 1000;
const STALE = 500;

/** A cache on a clock the test moves by hand, with its log kept. */
function cacheOnFakeClock() {
  const clock = { now: 0 };
  const logged: string[] = [];
  const cache = createContentCache({
    freshMs: FRESH,
    staleMs: STALE,
    now: () => clock.now,
    log: (line) => logged.push(line),
  });
  return { cache, clock, logged };
}

/** An upstream whose answers the test scripts: each call takes the next outcome. */
function upstream(...outcomes: (string | Error)[]) {
  const calls = { count: 0 };
  const read = async () => {
    const outcome = outcomes[Math.min(calls.count, outcomes.length - 1)];
    calls.count += 1;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { read, calls };
}

/** Lets a background refresh settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("content cache", () => {
  it("answers from the cache while an entry is fresh", async () => {
    const { cache, clock } = cacheOnFakeClock();
    const { read, calls } = upstream("v1", "v2");
    expect(await cache.get("k", read)).toBe("v1");
    clock.now = FRESH - 1;
    expect(await cache.get("k", read)).toBe("v1");
    expect(calls.count).toBe(1);
  });

  it("serves a stale entry at once and refreshes it once in the background", async () => {
    const { cache, clock } = cacheOnFakeClock();
    const { read, calls } = upstream("v1", "v2");
    await cache.get("k", read);
    clock.now = FRESH + 10;
    const [first, second] = await Promise.all([cache.get("k", read), cache.get("k", read)]);
    expect([first, second]).toEqual(["v1", "v1"]);
    await settle();
    expect(calls.count).toBe(2);
    expect(await cache.get("k", read)).toBe("v2");
  });

  it("waits for upstream once an entry is older than the stale window", async () => {
    const { cache, clock } = cacheOnFakeClock();
    const { read, calls } = upstream("v1", "v2");
    await cache.get("k", read);
    clock.now = FRESH + STALE + 1;
    expect(await cache.get("k", read)).toBe("v2");
    expect(calls.count).toBe(2);
  });

  it("serves the last good copy, however old, when upstream fails, and logs it", async () => {
    const { cache, clock, logged } = cacheOnFakeClock();
    const { read } = upstream("v1", new Error("content service down"));
    await cache.get("k", read);
    clock.now = FRESH + STALE + 60_000;
    expect(await cache.get("k", read)).toBe("v1");
    expect(logged.join("\n")).toContain("content service down");
  });

  it("keeps the stale copy when a background refresh fails", async () => {
    const { cache, clock, logged } = cacheOnFakeClock();
    const { read } = upstream("v1", new Error("timed out"));
    await cache.get("k", read);
    clock.now = FRESH + 1;
    expect(await cache.get("k", read)).toBe("v1");
    await settle();
    expect(await cache.get("k", read)).toBe("v1");
    expect(logged.some((line) => line.includes("timed out"))).toBe(true);
  });

  it("never caches a failure: the next request asks upstream again", async () => {
    const { cache } = cacheOnFakeClock();
    const { read, calls } = upstream(new Error("down"), "v1");
    await expect(cache.get("k", read)).rejects.toThrow("down");
    expect(await cache.get("k", read)).toBe("v1");
    expect(calls.count).toBe(2);
  });

  it("shares one upstream request between concurrent misses of a key", async () => {
    const { cache } = cacheOnFakeClock();
    const { read, calls } = upstream("v1");
    const answers = await Promise.all([cache.get("k", read), cache.get("k", read), cache.get("k", read)]);
    expect(answers).toEqual(["v1", "v1", "v1"]);
    expect(calls.count).toBe(1);
  });

  it("shares a failure between concurrent misses without storing it", async () => {
    const { cache } = cacheOnFakeClock();
    const { read, calls } = upstream(new Error("down"), "v1");
    const results = await Promise.allSettled([cache.get("k", read), cache.get("k", read)]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(calls.count).toBe(1);
    expect(await cache.get("k", read)).toBe("v1");
  });

  it("forgets purged keys, so the next read goes upstream", async () => {
    const { cache } = cacheOnFakeClock();
    const pages = upstream("pages v1", "pages v2");
    const header = upstream("header v1", "header v2");
    await cache.get("pages", pages.read);
    await cache.get("header", header.read);
    expect(cache.purge((key) => key === "pages")).toEqual(["pages"]);
    expect(await cache.get("pages", pages.read)).toBe("pages v2");
    expect(await cache.get("header", header.read)).toBe("header v1");
  });

  it("keeps a purged copy for when upstream fails: an edit never turns a page into a 503", async () => {
    const { cache, logged } = cacheOnFakeClock();
    const pages = upstream("pages v1", new Error("timed out"), "pages v2");
    await cache.get("pages", pages.read);
    expect(cache.purge((key) => key === "pages")).toEqual(["pages"]);
    expect(await cache.get("pages", pages.read)).toBe("pages v1");
    expect(logged.join("\n")).toContain("read of pages failed, serving a copy");
    expect(await cache.get("pages", pages.read)).toBe("pages v2");
    expect(cache.purge((key) => key === "pages")).toEqual(["pages"]);
    expect(cache.purge((key) => key === "pages")).toEqual([]);
  });

  it("notes, for the page being built, when it served an old copy because the read failed", async () => {
    const { cache } = cacheOnFakeClock();
    const pages = upstream("pages v1", new Error("timed out"));
    const fresh: RenderNotes = { tags: new Set(), servedOldCopy: false };
    await takingRenderNotes(fresh, () => cache.get("pages", pages.read));
    expect(fresh.servedOldCopy).toBe(false);
    cache.purge(() => true);
    const failed: RenderNotes = { tags: new Set(), servedOldCopy: false };
    expect(await takingRenderNotes(failed, () => cache.get("pages", pages.read))).toBe("pages v1");
    expect(failed.servedOldCopy).toBe(true);
  });

  it("does not store a read that started before a purge", async () => {
    const { cache } = cacheOnFakeClock();
    let release: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const pending = cache.get("k", slow);
    cache.purge(() => true);
    release("before the edit");
    expect(await pending).toBe("before the edit");
    expect(await cache.get("k", async () => "after the edit")).toBe("after the edit");
  });
});

describe("cached content client", () => {
  it("keys reads by URL and keeps the client's timeout and errors", async () => {
    const requested: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      requested.push(String(input));
      if (String(input).includes("missing")) return new Response("{}", { status: 500 });
      return Response.json({ data: String(input) });
    };
    const client = withContentCache(
      createContentClient({ baseUrl: "http://content.test", fetch, timeoutMs: 50 }),
      createContentCache(),
    );
    await client.get("/api/pages/", { "pagination[page]": "1" });
    await client.get("/api/pages/", { "pagination[page]": "1" });
    await client.get("/api/pages/", { "pagination[page]": "2" });
    expect(requested).toEqual([
      "http://content.test/api/pages/?pagination%5Bpage%5D=1",
      "http://content.test/api/pages/?pagination%5Bpage%5D=2",
    ]);
    await expect(client.get("/api/missing")).rejects.toBeInstanceOf(ContentRequestError);
    await expect(client.get("/api/missing")).rejects.toBeInstanceOf(ContentRequestError);
    expect(requested.filter((url) => url.includes("missing"))).toHaveLength(2);
  });

  it("gives up on a content service that does not answer in time", async () => {
    const fetch: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const client = withContentCache(
      createContentClient({ baseUrl: "http://content.test", fetch, timeoutMs: 20 }),
      createContentCache(),
    );
    await expect(client.get("/api/header")).rejects.toThrow(/timed out after 20 ms/);
  });
});

describe("content api over the cache", () => {
  it("normalises a cached page once, and again after a purge", async () => {
    const reported: string[] = [];
    const fetch: typeof globalThis.fetch = async () =>
      Response.json({
        data: [{ id: 1, attributes: { slug: "faqs", pageContent: [{ id: 1, __component: "blocks.retired-widget" }] } }],
        meta: { pagination: { pageCount: 1 } },
      });
    const cache = createContentCache();
    const client = withContentCache(
      createContentClient({ baseUrl: "http://content.test", fetch, timeoutMs: 2500 }),
      cache,
    );
    const api = createContentApi(client, (issue) => reported.push(issue.where));

    const first = await api.getPage("faqs");
    expect(await api.getPage("faqs")).toBe(first);
    expect(reported).toHaveLength(1);
    cache.purge(() => true);
    expect(await api.getPage("faqs")).not.toBe(first);
    expect(reported).toHaveLength(2);
  });
});
