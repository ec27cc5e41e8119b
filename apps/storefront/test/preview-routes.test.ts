import { describe, expect, it } from "vitest";
import { parseConfig } from "../app/config.server";
import { previewCookieName, readPreview, type PreviewSettings } from "../app/preview/preview-cookie.server";
import {
  PREVIEW_NOT_CONFIGURED_MESSAGE,
  PREVIEW_REFUSED_MESSAGE,
  previewEntryResponse,
  previewExitResponse,
  type PreviewRouteOptions,
} from "../app/preview/preview-routes.server";

const SECRET = "s3cret/with+odd=characters";
const ORIGIN = "https://www.bedsmade.test";
const settings: PreviewSettings = { secret: SECRET, cookieName: previewCookieName("bedsmade"), production: true };
const options: PreviewRouteOptions = { ...settings, canReadDrafts: true };

function entry(query: Record<string, string>, routeOptions: PreviewRouteOptions = options): Response {
  return previewEntryResponse(new Request(`${ORIGIN}/api/preview?${new URLSearchParams(query)}`), routeOptions);
}

/** The preview a browser would send back after this answer's Set-Cookie. */
function previewAfter(response: Response) {
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  return readPreview(cookie, settings);
}

describe("GET /api/preview", () => {
  it("starts a draft preview and sends the editor to the page", () => {
    const response = entry({ secret: SECRET, path: "/faqs", status: "draft" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/faqs");
    expect(previewAfter(response)?.status).toBe("draft");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("previews the published version when the admin asks for it, and drafts by default", () => {
    expect(previewAfter(entry({ secret: SECRET, path: "/", status: "published" }))?.status).toBe("published");
    expect(previewAfter(entry({ secret: SECRET, path: "/" }))?.status).toBe("draft");
    expect(previewAfter(entry({ secret: SECRET, path: "/", status: "anything" }))?.status).toBe("draft");
  });

  it.each([
    ["no secret", {}],
    ["an empty secret", { secret: "" }],
    ["a wrong secret", { secret: "s3cret" }],
  ])("refuses %s with a sentence and no cookie", async (_name, query) => {
    const response = entry({ ...query, path: "/faqs" });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe(PREVIEW_REFUSED_MESSAGE);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers 404 when the storefront has no PREVIEW_SECRET, whatever is sent", async () => {
    const response = entry({ secret: "", path: "/faqs" }, { ...options, secret: undefined });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(PREVIEW_NOT_CONFIGURED_MESSAGE);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("answers 404 when the storefront has no API token to read drafts with", () => {
    expect(entry({ secret: SECRET, path: "/faqs" }, { ...options, canReadDrafts: false }).status).toBe(404);
  });

  it.each([
    "//evil.example/faqs",
    "/\\evil.example",
    "/\t/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "faqs",
  ])("sends a path that is not on this site (%j) to the home page", (path) => {
    const response = entry({ secret: SECRET, path });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("keeps a same-site path's query", () => {
    expect(entry({ secret: SECRET, path: "/blog?page=2" }).headers.get("Location")).toBe("/blog?page=2");
  });
});

describe("GET /api/preview/exit", () => {
  it("ends the preview and returns to the same page", () => {
    const response = previewExitResponse(new Request(`${ORIGIN}/api/preview/exit?path=%2Ffaqs`), settings);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/faqs");
    expect(response.headers.get("Set-Cookie")).toMatch(/^bedsmade_preview=; .*Max-Age=0/);
    expect(previewAfter(response)).toBeNull();
  });

  it("returns only to a path on this site", () => {
    const response = previewExitResponse(new Request(`${ORIGIN}/api/preview/exit?path=//evil.example`), settings);
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("the preview's configuration", () => {
  it("has no preview without PREVIEW_SECRET, and lets only the CMS's origins frame one", () => {
    expect(parseConfig({}).preview).toEqual({ secret: undefined, cmsOrigins: ["http://localhost:1337"] });
    expect(parseConfig({ PREVIEW_SECRET: "  " }).preview.secret).toBeUndefined();
    const hosted = parseConfig({
      PREVIEW_SECRET: "secret",
      CONTENT_API_URL: "http://cms.internal:1337/",
      CONTENT_PUBLIC_URL: "https://cms.bedsmade.test/admin",
    });
    expect(hosted.preview).toEqual({
      secret: "secret",
      cmsOrigins: ["http://cms.internal:1337", "https://cms.bedsmade.test"],
    });
    expect(() => parseConfig({ CONTENT_PUBLIC_URL: "cms.bedsmade.test" })).toThrow(/CONTENT_PUBLIC_URL/);
  });
});
