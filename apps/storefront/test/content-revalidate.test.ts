import { describe, expect, it } from "vitest";
import { createContentCache, type ContentCache } from "../app/content/cache.server";
import { followPurges } from "../app/content/cache-tags.server";
import { carriesSecret, handleRevalidate, pathsTouchedBy } from "../app/content/revalidation.server";
import { createPurger } from "../app/shared-state/purger.server";

const SECRET = "webhook-secret";
const BASE = "http://content.test";

function post(body: unknown, authorization?: string): Request {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (authorization !== undefined) headers.Authorization = authorization;
  return new Request("http://shop.test/api/revalidate", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A cache holding one read of each content path, to see which ones a webhook purges. */
async function filledCache(): Promise<ContentCache> {
  const cache = createContentCache();
  for (const path of ["/api/pages/", "/api/blog-articles/", "/api/header", "/api/footer", "/api/navigation/"]) {
    await cache.get(`${BASE}${path}?populate=deep%2C5`, async () => "cached");
  }
  return cache;
}

async function cachedPaths(cache: ContentCache): Promise<string[]> {
  const paths = ["/api/pages/", "/api/blog-articles/", "/api/header", "/api/footer", "/api/navigation/"];
  const kept: string[] = [];
  for (const path of paths) {
    const value = await cache.get(`${BASE}${path}?populate=deep%2C5`, async () => "fresh");
    if (value === "cached") kept.push(path);
  }
  return kept;
}

/** The webhook as content.server.ts wires it, for one instance: the purge reaches this cache. */
function run(request: Request, cache: ContentCache, secret: string | undefined = SECRET) {
  const purger = createPurger({ instanceId: "this", everything: "bedsmade" });
  followPurges(cache, purger, "bedsmade");
  return handleRevalidate(request, {
    secret,
    everything: "bedsmade",
    purge: (tags) => purger.purge(tags),
    log: () => undefined,
  });
}

const pageUpdate = {
  event: "entry.update",
  createdAt: "2026-11-21T10:00:00.000Z",
  model: "page",
  uid: "api::page.page",
  entry: { id: 3, slug: "faqs" },
};

describe("POST /api/revalidate", () => {
  it("answers 401 without a secret, with a wrong one, and always when none is configured", async () => {
    const cache = await filledCache();
    expect((await run(post(pageUpdate), cache)).status).toBe(401);
    expect((await run(post(pageUpdate, `Bearer ${SECRET}x`), cache)).status).toBe(401);
    expect((await run(post(pageUpdate, SECRET), cache)).status).toBe(401);
    expect((await run(post(pageUpdate, "Bearer "), cache, undefined)).status).toBe(401);
    expect((await run(post(pageUpdate, "Bearer undefined"), cache, undefined)).status).toBe(401);
    expect(await cachedPaths(cache)).toHaveLength(5);
  });

  it("answers 400 to a body that is not JSON or not a webhook", async () => {
    const cache = await filledCache();
    expect((await run(post("{not json", `Bearer ${SECRET}`), cache)).status).toBe(400);
    const response = await run(post({ model: "page" }, `Bearer ${SECRET}`), cache);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("event") });
    expect(await cachedPaths(cache)).toHaveLength(5);
  });

  it("purges the reads that can hold the changed model and says which", async () => {
    const cache = await filledCache();
    const response = await run(post(pageUpdate, `Bearer ${SECRET}`), cache);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      revalidated: ["/api/pages", "/api/footer"],
      tags: ["bedsmade-pages", "bedsmade-footer"],
    });
    expect(await cachedPaths(cache)).toEqual(["/api/blog-articles/", "/api/header", "/api/navigation/"]);
  });

  it("purges the blog page too when an article changes (the listing embeds articles)", async () => {
    const cache = await filledCache();
    await run(post({ event: "entry.publish", model: "blog-article", entry: { slug: "x" } }, `Bearer ${SECRET}`), cache);
    expect(await cachedPaths(cache)).toEqual(["/api/header", "/api/footer", "/api/navigation/"]);
  });

  it("purges everything for media and for models it does not know", async () => {
    for (const body of [
      { event: "media.update", media: { id: 4, url: "/uploads/a.webp" } },
      { event: "entry.create", model: "promotion", entry: {} },
      { event: "trigger-test" },
    ]) {
      const cache = await filledCache();
      const response = await run(post(body, `Bearer ${SECRET}`), cache);
      expect(await response.json()).toEqual({ revalidated: ["*"], tags: ["bedsmade"] });
      expect(await cachedPaths(cache)).toEqual([]);
    }
  });

  it("purges nothing for a stored form submission, and says so with 204", async () => {
    const cache = await filledCache();
    const submission = {
      event: "entry.create",
      model: "form-submission",
      uid: "api::form-submission.form-submission",
      entry: { email: "a@b.au" },
    };
    const response = await run(post(submission, `Bearer ${SECRET}`), cache);
    expect(response.status).toBe(204);
    expect(await cachedPaths(cache)).toEqual([
      "/api/pages/",
      "/api/blog-articles/",
      "/api/header",
      "/api/footer",
      "/api/navigation/",
    ]);
  });

  it("refuses other methods", async () => {
    const response = await run(new Request("http://shop.test/api/revalidate"), createContentCache());
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("revalidation rules", () => {
  it("compares secrets of any length without throwing", () => {
    expect(carriesSecret(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(carriesSecret(`Bearer ${"x".repeat(500)}`, SECRET)).toBe(false);
    expect(carriesSecret(null, SECRET)).toBe(false);
    expect(carriesSecret(`Basic ${SECRET}`, SECRET)).toBe(false);
  });

  it("maps each shell single type to its own path", () => {
    for (const model of ["header", "navigation", "footer", "subscribe-modal", "sold-out-modal", "info-modal"]) {
      expect(pathsTouchedBy({ event: "entry.update", model })).toEqual([`/api/${model}`]);
    }
  });
});
