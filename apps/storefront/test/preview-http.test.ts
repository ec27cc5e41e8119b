import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER, createPageCache } from "../app/http/page-cache.server";
import { isPreviewRequest, previewResponsesMiddleware } from "../app/preview/preview-responses.server";
import {
  documentPolicy,
  policyAllowsFraming,
  securityHeadersMiddleware,
  securityOptions,
} from "../app/http/security-headers.server";
import {
  previewCookieName,
  readPreview,
  signPreview,
  type PreviewSettings,
} from "../app/preview/preview-cookie.server";

/**
 * server.ts's preview stack in its mounting order, ending in a page that, as entry.server.tsx does,
 * lets the CMS frame it only in a preview.
 */

const SECRET = "preview-http-secret";
const CMS_ORIGIN = "https://cms.bedsmade.test";
const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=3600, stale-while-revalidate=60";
const settings: PreviewSettings = { secret: SECRET, cookieName: previewCookieName("bedsmade"), production: true };
const security = securityOptions(
  {
    content: { apiUrl: CMS_ORIGIN, token: "token", mediaOrigins: [] },
    shop: { apiUrl: "http://localhost:4000/api/2026-04/graphql.json", storefrontToken: undefined, checkoutHosts: [] },
  },
  true,
);

let server: Server;
let origin: string;
let renders = 0;

const validCookie = () => `${settings.cookieName}=${signPreview(SECRET, "draft", Date.now() + 60_000)}`;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(securityHeadersMiddleware(security));
  app.use(previewResponsesMiddleware(settings));
  app.use(createPageCache({ bypass: (request) => isPreviewRequest(request, settings) }).middleware);
  app.get("/faqs", (request, response) => {
    renders += 1;
    const preview = readPreview(request.get("cookie"), settings);
    response.set("Cache-Control", PUBLIC_CACHE_CONTROL);
    response.set("Content-Security-Policy", documentPolicy(security, [], preview ? [CMS_ORIGIN] : []));
    response.type("html").send(`<!doctype html><h1>${preview ? "Draft heading" : "Published heading"}</h1>`);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(cookie?: string) {
  const response = await fetch(`${origin}/faqs`, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, body: await response.text() };
}

describe("an editor's preview through server.ts's middleware", () => {
  it("shows shoppers the stored public page, unframeable", async () => {
    await get();
    const { response, body } = await get();
    expect(body).toContain("Published heading");
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("renders the preview afresh, for the editor alone, frameable by the CMS only", async () => {
    const rendersBefore = renders;
    const { response, body } = await get(validCookie());
    expect(body).toContain("Draft heading");
    expect(renders).toBe(rendersBefore + 1);
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Content-Security-Policy")).toContain(`frame-ancestors ${CMS_ORIGIN}`);
    expect(response.headers.get("X-Frame-Options")).toBeNull();
  });

  it("never stores the preview: shoppers still get the public page afterwards", async () => {
    await get(validCookie());
    const { response, body } = await get();
    expect(body).toContain("Published heading");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it.each([
    ["tampered", () => validCookie().replace("=draft.", "=published.")],
    ["expired", () => `${settings.cookieName}=${signPreview(SECRET, "draft", Date.now() - 1)}`],
    [
      "signed with another secret",
      () => `${settings.cookieName}=${signPreview("guess", "draft", Date.now() + 60_000)}`,
    ],
  ])("treats a %s cookie as no preview at all", async (_name, cookie) => {
    const { response, body } = await get(cookie());
    expect(body).toContain("Published heading");
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });
});

describe("policyAllowsFraming", () => {
  it("reads the frame-ancestors directive", () => {
    expect(policyAllowsFraming("default-src 'self'; frame-ancestors 'none'")).toBe(false);
    expect(policyAllowsFraming(`default-src 'self'; frame-ancestors ${CMS_ORIGIN}; base-uri 'self'`)).toBe(true);
    expect(policyAllowsFraming("default-src 'self'")).toBe(false);
  });
});
