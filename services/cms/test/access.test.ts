import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type Admin } from "../../../test-support/cms-admin.js";
import { pathSpellings, sendAsSpelled } from "../../../test-support/path-spellings.js";
import { get, getData, request, type Json, type TestCms, startTestCms } from "./support/cms.js";

/**
 * The public role reads what the storefront shows and sends forms, nothing else; drafts stay private;
 * browsers may call only from the shop.
 */

const STOREFRONT = "https://shop.bedsmade.example";
const COLLECTIONS = ["pages", "blog-articles", "blog-categories", "testimonials", "experts"];
const SINGLES = ["header", "navigation", "subscribe-modal", "sold-out-modal", "footer", "info-modal"];
const PUBLIC_ACTIONS = [
  ...["page", "blog-article", "blog-category", "testimonial", "expert", "redirect"].flatMap((name) => [
    `api::${name}.${name}.find`,
    `api::${name}.${name}.findOne`,
  ]),
  ...SINGLES.map((name) => `api::${name}.${name}.find`),
  "api::form-submit.form-submit.submit",
].sort();

let cms: TestCms;
let admin: Admin;
beforeAll(async () => {
  cms = await startTestCms(5303, { env: { STOREFRONT_URL: STOREFRONT } });
  admin = await signIn(cms.url);
});
afterAll(() => cms?.stop());

describe("the public role reads exactly the shop's types", () => {
  it("its permissions are the reads of the storefront's types and their related types, and the form submission: nothing else", async () => {
    const { roles } = await admin.call("GET", "/users-permissions/roles");
    const publicRole = roles.find((role: Json) => role.type === "public");
    const { role } = await admin.call("GET", `/users-permissions/roles/${publicRole.id}`);
    const enabled = Object.entries<Json>(role.permissions).flatMap(([namespace, { controllers }]) =>
      Object.entries<Json>(controllers).flatMap(([controller, actions]) =>
        Object.entries<Json>(actions)
          .filter(([, action]) => action.enabled)
          .map(([action]) => `${namespace}.${controller}.${action}`),
      ),
    );
    expect(enabled.sort()).toEqual(PUBLIC_ACTIONS);
  });

  it.each(COLLECTIONS)("GET /api/%s and one of its entries by documentId answer 200", async (collection) => {
    const [first] = await getData(cms, `/api/${collection}`);
    expect((await get(cms, `/api/${collection}/${first.documentId}`)).status).toBe(200);
  });

  it("GET /api/redirects answers 200: none until a page or article is given a new slug", async () => {
    expect(await getData(cms, "/api/redirects")).toEqual([]);
  });

  it.each(SINGLES)("GET /api/%s answers 200", async (single) => {
    expect((await get(cms, `/api/${single}`)).status).toBe(200);
  });
});

describe("and nothing else", () => {
  const write = (method: string, path: string) =>
    request(`${cms.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ data: { slug: "defaced" } }),
    });

  it("POST /api/pages answers 403, and PUT or DELETE on the list 405", async () => {
    expect((await write("POST", "/api/pages")).body).toMatchObject({
      data: null,
      error: { status: 403, name: "ForbiddenError" },
    });
    expect((await write("PUT", "/api/pages")).status).toBe(405);
    expect((await write("DELETE", "/api/pages")).status).toBe(405);
  });

  it("POST /api/redirects answers 403: only the owner makes redirects", async () => {
    expect((await write("POST", "/api/redirects")).status).toBe(403);
  });

  it("PUT and DELETE of a page answer 403, and the page is unchanged", async () => {
    const [home] = await getData(cms, "/api/pages?filters[slug][$eq]=home");
    expect((await write("PUT", `/api/pages/${home.documentId}`)).status).toBe(403);
    expect((await write("DELETE", `/api/pages/${home.documentId}`)).status).toBe(403);
    expect(await getData(cms, `/api/pages/${home.documentId}`)).toEqual(home);
  });

  it.each(["/api/users", "/api/users/me", "/api/upload/files", "/api/users-permissions/roles"])(
    "GET %s answers 403",
    async (path) => {
      expect((await get(cms, path)).status).toBe(403);
    },
  );

  it("nobody can open an account: POST /api/auth/local/register answers 403", async () => {
    const { status } = await request(`${cms.url}/api/auth/local/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "mallory", email: "mallory@evil.example", password: "Mallory-12345" }),
    });
    expect(status).toBe(403);
  });

  it("form submissions are not readable: GET /api/form-submissions is not answered", async () => {
    expect((await get(cms, "/api/form-submissions")).status).not.toBe(200);
  });
});

describe("the admin's own files", () => {
  it("the favicon every admin page asks for is the shop's own, never a 500", async () => {
    const response = await fetch(`${cms.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/");
  });
});

describe("drafts stay private", () => {
  let draft: Json;
  beforeAll(async () => {
    draft = await admin.createDraft("api::page.page", {
      slug: "winter-sale",
      pageSeo: { metaTitle: "Winter sale | Bedsmade" },
    });
  });

  it("a draft created in the admin is not in the public answer, in the list or by its documentId", async () => {
    expect(draft.publishedAt).toBeNull();
    const slugs = (await getData(cms, "/api/pages?pagination[pageSize]=100")).map((page: Json) => page.slug);
    expect(slugs).toContain("home");
    expect(slugs).not.toContain("winter-sale");
    expect((await get(cms, `/api/pages/${draft.documentId}`)).status).toBe(404);
  });

  it.each(["status=draft", "status=draft&filters[slug][$eq]=winter-sale", "publicationState=preview"])(
    "?%s without a token answers 403",
    async (query) => {
      const { status, body } = await get(cms, `/api/pages?${query}`);
      expect(status).toBe(403);
      expect(body.error).toMatchObject({ status: 403, name: "ForbiddenError" });
    },
  );

  it.each(["Basic bWFsbG9yeTpzZWNyZXQ=", "x", "Bearer", "Bearer a b"])(
    "?status=draft with 'Authorization: %s', which Strapi reads as no credentials, answers 403",
    async (authorization) => {
      const { status, body } = await get(cms, "/api/pages?status=draft&filters[slug][$eq]=winter-sale", {
        Authorization: authorization,
      });
      expect(status).toBe(403);
      expect(JSON.stringify(body)).not.toContain(draft.documentId);
    },
  );

  it.each([...pathSpellings("/api/pages"), ...pathSpellings("/api/blog-articles")])(
    "?status=draft asked of a path with $name ($path) answers no draft",
    async ({ path }) => {
      const { status, text } = await sendAsSpelled(
        cms.url,
        `${path}?status=draft&fields[0]=slug&pagination[pageSize]=100`,
      );
      expect(status).not.toBe(200);
      expect(status).toBeLessThan(500);
      expect(text).not.toContain("winter-sale");
    },
  );

  it("?status=draft asked of one entry by documentId with a capitalised path answers no draft", async () => {
    const { status, body } = await get(cms, `/API/pages/${draft.documentId}?status=draft`);
    expect(status).not.toBe(200);
    expect(JSON.stringify(body)).not.toContain("winter-sale");
  });

  it("?status=draft with a token Strapi does not know answers 401", async () => {
    expect((await get(cms, "/api/pages?status=draft", { Authorization: "Bearer not-a-token" })).status).toBe(401);
  });
});

describe("CORS", () => {
  it("a request from Origin: http://evil.example gets no Access-Control-Allow-Origin for it, and no credentials", async () => {
    const response = await fetch(`${cms.url}/api/pages`, { headers: { Origin: "http://evil.example" } });
    expect(response.headers.get("access-control-allow-origin")).not.toBe("http://evil.example");
    expect(response.headers.get("access-control-allow-origin")).not.toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).not.toBe("true");
  });

  it("nor does its preflight", async () => {
    const preflight = await fetch(`${cms.url}/api/ezforms/submit`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://evil.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).not.toBe("http://evil.example");
    expect(preflight.headers.get("access-control-allow-credentials")).not.toBe("true");
  });

  it("the storefront's origin (STOREFRONT_URL) is allowed, without credentials", async () => {
    const response = await fetch(`${cms.url}/api/pages`, { headers: { Origin: STOREFRONT } });
    expect(response.headers.get("access-control-allow-origin")).toBe(STOREFRONT);
    expect(response.headers.get("access-control-allow-credentials")).not.toBe("true");
    const preflight = await fetch(`${cms.url}/api/ezforms/submit`, {
      method: "OPTIONS",
      headers: {
        Origin: STOREFRONT,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(STOREFRONT);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
  });
});
