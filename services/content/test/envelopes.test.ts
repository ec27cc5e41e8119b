import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, startService, type RunningService } from "./helpers.js";

const notFoundEnvelope = {
  data: null,
  error: { status: 404, name: "NotFoundError", message: "Not Found", details: {} },
};

describe("Strapi v4 envelopes", () => {
  let running: RunningService;
  beforeAll(async () => {
    running = await startService();
  });
  afterAll(() => running.stop());

  it("wraps a collection in data[] of {id, attributes} with pagination meta", async () => {
    const { status, body, headers } = await getJson(`${running.url}/api/pages`);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } });
    expect(body.data.map((entry: { id: number }) => entry.id)).toEqual([1, 2]);
    const [home] = body.data;
    expect(Object.keys(home)).toEqual(["id", "attributes"]);
    expect(home.attributes).toMatchObject({ slug: "home", title: "Sheets tailored to your mattress", order: 1 });
    for (const key of ["createdAt", "updatedAt", "publishedAt"]) expect(typeof home.attributes[key]).toBe("string");
    // not populated: relations, media, components and zones are absent, not {data:null}
    for (const key of ["pageSeo", "pageContent", "owner"]) expect(home.attributes).not.toHaveProperty(key);
  });

  it("keeps the timestamps written in an entry file", async () => {
    const { body } = await getJson(`${running.url}/api/pages/2`);
    expect(body.data.attributes).toMatchObject({
      createdAt: "2026-03-02T09:30:00.000Z",
      updatedAt: "2026-03-04T10:00:00.000Z",
      publishedAt: "2026-03-03T08:00:00.000Z",
    });
  });

  it("answers one entry by id with empty meta", async () => {
    const { status, body } = await getJson(`${running.url}/api/blog-articles/2`);
    expect(status).toBe(200);
    expect(body.meta).toEqual({});
    expect(body.data.id).toBe(2);
    expect(body.data.attributes).toMatchObject({ slug: "caring-for-sateen", readingTime: 3, date: "2026-06-12" });
  });

  it("applies schema defaults to fields an entry leaves out", async () => {
    const { body } = await getJson(`${running.url}/api/blog-articles/1`);
    expect(body.data.attributes.readingTime).toBe(5);
  });

  it("serves a single type at its singular name", async () => {
    const { status, body } = await getJson(`${running.url}/api/header`);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { id: 1, attributes: expect.objectContaining({ backgroundColour: "sage-green" }) },
      meta: {},
    });
    expect(body.data.attributes).not.toHaveProperty("button");
  });

  it("leaves publishedAt out of types without draft & publish", async () => {
    const { body } = await getJson(`${running.url}/api/authors/1`);
    expect(body.data.attributes).toEqual({
      name: "Maya Chen",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("accepts trailing slashes", async () => {
    const list = await getJson(`${running.url}/api/pages/`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect((await getJson(`${running.url}/api/pages/1/`)).body.data.id).toBe(1);
    expect((await getJson(`${running.url}/api/header/?populate=deep,5`)).status).toBe(200);
  });

  it("hides drafts in the live state, in lists, by id and as relations", async () => {
    const pages = await getJson(`${running.url}/api/pages`);
    expect(pages.body.data.map((page: { attributes: { slug: string } }) => page.attributes.slug)).not.toContain(
      "winter-sale",
    );
    expect(await getJson(`${running.url}/api/pages/3`)).toMatchObject({ status: 404, body: notFoundEnvelope });
    const author = await getJson(`${running.url}/api/authors/1?populate=articles`);
    expect(author.body.data.attributes.articles.data.map((article: { id: number }) => article.id)).toEqual([1, 2]);
  });

  it("shows drafts with publicationState=preview", async () => {
    const { body } = await getJson(`${running.url}/api/pages?publicationState=preview`);
    expect(body.meta.pagination.total).toBe(3);
    expect(body.data[2].attributes).toMatchObject({ slug: "winter-sale", publishedAt: null });
  });

  it("accepts a locale parameter", async () => {
    expect((await getJson(`${running.url}/api/pages?locale=en`)).body.data).toHaveLength(2);
  });

  it("answers 404 for an unpublished single type", async () => {
    expect(await getJson(`${running.url}/api/footer`)).toMatchObject({ status: 404, body: notFoundEnvelope });
  });

  it.each([
    "/api/unknown-things",
    "/api/pages/999",
    "/api/pages/home",
    "/api/page",
    "/api/header/1",
    "/somewhere/else",
    "/uploads/missing/missing.webp",
  ])("answers the v4 404 envelope for %s", async (path) => {
    expect(await getJson(`${running.url}${path}`)).toMatchObject({ status: 404, body: notFoundEnvelope });
  });

  it("answers CORS like Strapi's default config, so browsers can post forms", async () => {
    const preflight = await fetch(`${running.url}/api/ezforms/submit`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const response = await fetch(`${running.url}/api/pages`, { headers: { Origin: "https://bedsmade.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBe("https://bedsmade.example");
  });

  it("answers the health check with 204", async () => {
    const response = await fetch(`${running.url}/_health`);
    expect(response.status).toBe(204);
  });
});
