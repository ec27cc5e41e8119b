import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, getData, type Json, type TestCms, startTestCms } from "./support/cms.js";
import { differencesFromSeed, seedEntry, seedKeys } from "./support/seed.js";

/**
 * The answers the storefront reads from the real Strapi, in Strapi 5's flat documents
 * (contracts/strapi-v5.md, "REST answers"), holding the seed files' content.
 */

const SINGLE_TYPES = ["header", "navigation", "footer", "subscribe-modal", "sold-out-modal", "info-modal"];

/** Every content call, exactly as the storefront makes it, and the seed it must answer. */
const SPEC_CALLS: { call: string; seed: () => Json[] | Json }[] = [
  { call: "/api/pages/?populate=deep,5", seed: () => seedKeys("pages").map((key) => seedEntry(`pages/${key}`)) },
  {
    call: "/api/blog-articles/?populate=deep,5&pagination[page]=1&pagination[pageSize]=10000",
    seed: () => seedKeys("blog-articles").map((key) => seedEntry(`blog-articles/${key}`)),
  },
  { call: "/api/header?populate=deep,5", seed: () => seedEntry("header") },
  { call: "/api/navigation/?populate=deep,5", seed: () => seedEntry("navigation") },
  { call: "/api/subscribe-modal/?populate=deep,5", seed: () => seedEntry("subscribe-modal") },
  { call: "/api/sold-out-modal/?populate=deep,5", seed: () => seedEntry("sold-out-modal") },
  { call: "/api/footer?populate=deep,5", seed: () => seedEntry("footer") },
  { call: "/api/info-modal/?populate=deep", seed: () => seedEntry("info-modal") },
];

const bySlug = (entries: Json[]) => [...entries].sort((a, b) => String(a.slug).localeCompare(String(b.slug)));

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms(5301);
});
afterAll(() => cms?.stop());

describe("Strapi 5 flat documents", () => {
  it("GET /api/pages?populate=deep,5 answers { data: [ { id, documentId, slug, pageSeo, pageContent } ], meta: { pagination } }", async () => {
    const { status, body, headers } = await get(cms, "/api/pages?populate=deep,5");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    const pages = seedKeys("pages");
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: pages.length } });
    expect(body.data).toHaveLength(pages.length);
    for (const page of body.data) {
      expect(page).toMatchObject({ id: expect.any(Number), documentId: expect.any(String), slug: expect.any(String) });
      expect(page).not.toHaveProperty("attributes");
      expect(page.pageSeo).toMatchObject({ metaTitle: expect.any(String) });
      expect(Array.isArray(page.pageContent)).toBe(true);
    }
  });

  it("the home page's first block is blocks.home-intro with the heading of pages/home.yaml", async () => {
    const seeded = seedEntry("pages/home");
    const [home] = await getData(cms, `/api/pages?filters[slug][$eq]=home&populate=deep,5`);
    expect(home.pageContent[0]).toMatchObject({
      __component: "blocks.home-intro",
      heading: seeded.pageContent[0].heading,
    });
  });

  it.each(SINGLE_TYPES)("the single type /api/%s answers { data: { id, documentId, … }, meta: {} }", async (name) => {
    const { status, body } = await get(cms, `/api/${name}?populate=deep,5`);
    expect(status).toBe(200);
    expect(body.meta).toEqual({});
    expect(body.data).toMatchObject({ id: expect.any(Number), documentId: expect.any(String) });
    expect(body.data).not.toHaveProperty("attributes");
  });

  it("a single document answers by its documentId, with empty meta", async () => {
    const [terms] = await getData(cms, "/api/pages?filters[slug][$eq]=terms");
    const { status, body } = await get(cms, `/api/pages/${terms.documentId}`);
    expect(status).toBe(200);
    expect(body).toEqual({ data: expect.objectContaining({ documentId: terms.documentId, slug: "terms" }), meta: {} });
  });
});

describe("every content call the storefront makes answers 200 with the seeded content", () => {
  it.each(SPEC_CALLS)("GET $call", async ({ call, seed }) => {
    const data = await getData(cms, call);
    const seeded = seed();
    if (Array.isArray(seeded)) {
      expect(bySlug(data).map((entry: Json) => entry.slug)).toEqual(bySlug(seeded).map((entry) => entry.slug));
      const differences = bySlug(seeded).flatMap((entry, index) =>
        differencesFromSeed(bySlug(data)[index], entry, entry.slug),
      );
      expect(differences).toEqual([]);
    } else {
      expect(differencesFromSeed(data, seeded)).toEqual([]);
    }
  });
});

describe("pagination", () => {
  it("pagination[pageSize]=10000 answers at most 100 entries, with meta.pagination.pageSize 100 (api.rest.maxLimit)", async () => {
    const { status, body } = await get(cms, "/api/pages?pagination[page]=1&pagination[pageSize]=10000");
    expect(status).toBe(200);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total: seedKeys("pages").length });
    expect(body.data.length).toBeLessThanOrEqual(100);
  });

  it("the storefront's article call reads every article on its one page, its body under blogContent", async () => {
    const { status, body } = await get(
      cms,
      "/api/blog-articles/?populate=deep,5&pagination[page]=1&pagination[pageSize]=10000",
    );
    expect(status).toBe(200);
    const total = seedKeys("blog-articles").length;
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total });
    expect(body.data).toHaveLength(total);
    expect(body.data.filter((article: Json) => !(article.blogContent?.length > 0) || "pageContent" in article)).toEqual(
      [],
    );
  });

  it("a smaller pageSize pages through the entries", async () => {
    const total = seedKeys("pages").length;
    const { body } = await get(cms, "/api/pages?pagination[page]=2&pagination[pageSize]=5");
    expect(body.meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: Math.ceil(total / 5), total });
    expect(body.data).toHaveLength(5);
  });
});

describe("the v4 compatibility header", () => {
  const v4 = { "Strapi-Response-Format": "v4" };

  it("Strapi-Response-Format: v4 answers data.attributes, with relations and media wrapped in { data }", async () => {
    const article = seedEntry("blog-articles/styling-your-bed");
    const category = seedEntry(`blog-categories/${article.blogCategory}`);
    const [served] = await getData(cms, `/api/blog-articles?filters[slug][$eq]=${article.slug}&populate=deep,5`, v4);
    expect(Object.keys(served).sort()).toEqual(["attributes", "documentId", "id"]);
    expect(served.attributes).toMatchObject({ slug: article.slug, heading: article.heading });
    expect(served.attributes.blogCategory.data).toMatchObject({
      id: expect.any(Number),
      attributes: { label: category.label },
    });
    expect(served.attributes.image.data.attributes.url).toMatch(/^\/uploads\//);
  });

  it("and a single type in the v4 shape too", async () => {
    const data = await getData(cms, "/api/subscribe-modal", v4);
    expect(data.attributes.heading).toBe(seedEntry("subscribe-modal").heading);
  });
});

describe("errors", () => {
  it("a missing document answers 404 with Strapi's error envelope", async () => {
    const { status, body } = await get(cms, "/api/pages/no-such-document");
    expect(status).toBe(404);
    expect(body).toEqual({
      data: null,
      error: { status: 404, name: "NotFoundError", message: "Not Found", details: {} },
    });
  });

  it("an unknown type answers 404 in the same envelope", async () => {
    const { status, body } = await get(cms, "/api/no-such-things");
    expect(status).toBe(404);
    expect(body).toMatchObject({ data: null, error: { status: 404, name: "NotFoundError" } });
  });
});
