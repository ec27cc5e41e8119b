import { describe, expect, it } from "vitest";
import { createContentApi } from "../app/content/api.server";
import { ContentRequestError, createContentClient } from "../app/content/client.server";

type Answer = { status?: number; body: unknown };

/** A fetch that answers from a function of the request URL and records every request. */
function fakeFetch(answer: (url: URL) => Answer) {
  const requests: { url: URL; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    requests.push({ url, headers: new Headers(init?.headers) });
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return { fetch, requests };
}

const page = (id: number) => ({ id, attributes: { slug: `page-${id}`, pageSeo: null, pageContent: [] } });

function apiWith(answer: (url: URL) => Answer, token?: string) {
  const fake = fakeFetch(answer);
  const client = createContentClient({ baseUrl: "http://content.test", token, fetch: fake.fetch, timeoutMs: 2500 });
  return { api: createContentApi(client, () => undefined), requests: fake.requests };
}

describe("content api", () => {
  it("follows meta.pagination.pageCount to read every page of the collection", async () => {
    // Strapi clamps pageSize to 100; this server pretends it clamps to 2 so that three requests are needed.
    const all = [1, 2, 3, 4, 5].map(page);
    const { api, requests } = apiWith((url) => {
      const number = Number(url.searchParams.get("pagination[page]"));
      return {
        body: {
          data: all.slice((number - 1) * 2, number * 2),
          meta: { pagination: { page: number, pageSize: 2, pageCount: 3, total: 5 } },
        },
      };
    });

    const pages = await api.getPages();

    expect(pages.map((entry) => entry.slug)).toEqual(["page-1", "page-2", "page-3", "page-4", "page-5"]);
    expect(requests.map((request) => request.url.searchParams.get("pagination[page]")).sort()).toEqual(["1", "2", "3"]);
    expect(requests.every((request) => request.url.pathname === "/api/pages/")).toBe(true);
    expect(requests[0]?.url.searchParams.get("populate")).toBe("deep,5");
  });

  it("finds a page by slug and answers null for an unknown one", async () => {
    const { api } = apiWith(() => ({ body: { data: [page(1), page(2)], meta: { pagination: { pageCount: 1 } } } }));
    expect((await api.getPage("page-2"))?.slug).toBe("page-2");
    expect(await api.getPage("nowhere")).toBeNull();
  });

  it("sends the API token as a Bearer token when one is configured", async () => {
    const { api, requests } = apiWith(() => ({ body: { data: [], meta: {} } }), "secret-token");
    await api.getPages();
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer secret-token");
  });

  it("raises a ContentRequestError with the status and Strapi's message on other failures", async () => {
    const { api } = apiWith(() => ({
      status: 401,
      body: {
        data: null,
        error: { status: 401, name: "UnauthorizedError", message: "Missing or invalid credentials" },
      },
    }));
    const failure = api.getPages();
    await expect(failure).rejects.toBeInstanceOf(ContentRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining("Missing or invalid credentials"),
    });
  });

  it("reports a timeout as such", async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const client = createContentClient({ baseUrl: "http://content.test", timeoutMs: 20, fetch: hanging });
    await expect(client.get("/api/header")).rejects.toThrow(/timed out after 20 ms/);
  });
});

describe("content api getPage", () => {
  it("normalises only the requested page, so other pages' problems are not reported on it", async () => {
    const reported: string[] = [];
    const fake = fakeFetch(() => ({
      body: {
        data: [
          { id: 1, attributes: { slug: "home", pageContent: [] } },
          { id: 2, attributes: { slug: "faqs", pageContent: [{ id: 1, __component: "blocks.retired-widget" }] } },
        ],
        meta: { pagination: { pageCount: 1 } },
      },
    }));
    const client = createContentClient({ baseUrl: "http://content.test", fetch: fake.fetch, timeoutMs: 2500 });
    const api = createContentApi(client, (issue) => reported.push(issue.where));

    expect((await api.getPage("home"))?.slug).toBe("home");
    expect(reported).toEqual([]);
    await api.getPage("faqs");
    expect(reported).toEqual(['page "faqs", block 0 (blocks.retired-widget)']);
  });
});

describe("content api getRedirect: the old slug of a page or article the owner renamed", () => {
  const redirects = {
    data: [
      { id: 1, documentId: "a", from: "testimonials", to: "reviews" },
      { id: 2, documentId: "b", from: "/old-care-guide/", to: "linen-care-guide" },
      { id: 3, documentId: "c", from: 7, to: "broken" },
      { id: 4, documentId: "d", from: "press", to: "https://elsewhere.example/bedsmade" },
      { id: 5, documentId: "e", from: " Summer-Sale ", to: "buy?step=1" },
    ],
    meta: { pagination: { pageCount: 1 } },
  };

  it("leads to the page the CMS's Redirect names, the old slug read as the owner may type it", async () => {
    const { api, requests } = apiWith(() => ({ body: redirects }));
    expect(await api.getRedirect("testimonials")).toBe("/reviews");
    expect(await api.getRedirect("old-care-guide")).toBe("/linen-care-guide");
    expect(await api.getRedirect("reviews")).toBeNull();
    // The storefront redirects only to its own pages, whatever an entry says.
    expect(await api.getRedirect("press")).toBeNull();
    expect(requests[0]?.url.pathname).toBe("/api/redirects/");
  });

  it("matches an old address whatever its capitals, in the entry or in the address a shopper types", async () => {
    const { api } = apiWith(() => ({ body: redirects }));
    expect(await api.getRedirect("summer-sale")).toBe("/buy?step=1");
    expect(await api.getRedirect("SUMMER-sale")).toBe("/buy?step=1");
    expect(await api.getRedirect("Testimonials")).toBe("/reviews");
  });

  it.each([404, 403])(
    "leads nowhere from a CMS that answers %i for them (a Strapi 4, or one without the type)",
    async (status) => {
      const { api } = apiWith(() => ({
        status,
        body: { data: null, error: { status, name: "NotFoundError", message: "x" } },
      }));
      expect(await api.getRedirect("testimonials")).toBeNull();
    },
  );

  it("raises a ContentRequestError when the CMS fails, as every other read does", async () => {
    const { api } = apiWith(() => ({
      status: 500,
      body: { data: null, error: { status: 500, name: "Error", message: "x" } },
    }));
    await expect(api.getRedirect("testimonials")).rejects.toBeInstanceOf(ContentRequestError);
  });
});
