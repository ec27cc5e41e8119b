import { signPreviewLink } from "@bedsmade/form-rules";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../app/config.server";
import {
  previewCookieName,
  readPreview,
  type PreviewSettings,
  type PreviewStatus,
} from "../app/preview/preview-cookie.server";
import {
  PREVIEW_EXPIRED_MESSAGE,
  PREVIEW_NOT_CONFIGURED_MESSAGE,
  PREVIEW_REFUSED_MESSAGE,
  previewEntryResponse,
  previewExitResponse,
  type PreviewRouteOptions,
} from "../app/preview/preview-routes.server";

const SECRET = "s3cret/with+odd=characters";
const ORIGIN = "https://www.bedsmade.test";
const NOW = 1_800_000_000_000;
const settings: PreviewSettings = {
  secret: SECRET,
  cookieName: previewCookieName("bedsmade"),
  production: true,
  now: () => NOW,
};
const options: PreviewRouteOptions = { ...settings, canReadDrafts: true };

function entry(query: Record<string, string>, routeOptions: PreviewRouteOptions = options): Promise<Response> {
  return previewEntryResponse(new Request(`${ORIGIN}/api/preview?${new URLSearchParams(query)}`), routeOptions);
}

/** The CMS's link to `path` and `status`, as the admin would open it `minutesLater`. */
async function linkTo(path: string, status: PreviewStatus, minutesLater = 0) {
  const token = await signPreviewLink(SECRET, { path, status }, NOW - minutesLater * 60_000);
  return entry({ token });
}

/** The preview a browser would send back after this answer's Set-Cookie. */
function previewAfter(response: Response) {
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  return readPreview(cookie, settings);
}

/** The token's payload rewritten by `edit`, its signature kept, as someone editing the link would. */
async function altered(edit: (claims: Record<string, unknown>) => Record<string, unknown>): Promise<string> {
  const [payload, signature] = (await signPreviewLink(SECRET, { path: "/faqs", status: "draft" }, NOW)).split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
  return `${Buffer.from(JSON.stringify(edit(claims))).toString("base64url")}.${signature}`;
}

async function expectRefused(response: Response, sentence: string) {
  expect(response.status).toBe(401);
  expect(await response.text()).toBe(sentence);
  expect(response.headers.get("Set-Cookie")).toBeNull();
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
}

describe("GET /api/preview", () => {
  it("starts a draft preview from the CMS's link and sends the editor to the link's page", async () => {
    const response = await linkTo("/faqs", "draft");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/faqs");
    expect(previewAfter(response)?.status).toBe("draft");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("previews the published version when the link says so", async () => {
    expect(previewAfter(await linkTo("/", "published"))?.status).toBe("published");
  });

  it("takes the page and version from the signed link, never from the address's other fields", async () => {
    const token = await signPreviewLink(SECRET, { path: "/faqs", status: "published" }, NOW);
    const response = await entry({ token, path: "/buy", status: "draft" });
    expect(response.headers.get("Location")).toBe("/faqs");
    expect(previewAfter(response)?.status).toBe("published");
  });

  it("still opens a link the admin opened nine minutes ago", async () => {
    expect((await linkTo("/faqs", "draft", 9)).status).toBe(303);
  });

  it("refuses an expired link with a sentence telling the editor to open the preview again", async () => {
    await expectRefused(await linkTo("/faqs", "draft", 11), PREVIEW_EXPIRED_MESSAGE);
    expect(PREVIEW_EXPIRED_MESSAGE).toBe("This preview link has expired. Open the preview again from the CMS.");
  });

  it.each([
    ["path", (claims: Record<string, unknown>) => ({ ...claims, path: "/buy" })],
    ["status", (claims: Record<string, unknown>) => ({ ...claims, status: "published" })],
    ["expiry", (claims: Record<string, unknown>) => ({ ...claims, expiresAt: NOW + 20 * 60_000 })],
  ])("refuses a link whose %s was altered", async (_name, edit) => {
    await expectRefused(await entry({ token: await altered(edit) }), PREVIEW_REFUSED_MESSAGE);
  });

  it.each([
    ["no token", {}],
    ["an empty token", { token: "" }],
    ["a malformed token", { token: "not.a-token" }],
    ["the old link carrying the secret itself", { secret: SECRET, path: "/faqs", status: "draft" }],
  ])("refuses %s with a sentence and no cookie", async (_name, query) => {
    const response = await entry(query);
    await expectRefused(response, PREVIEW_REFUSED_MESSAGE);
    expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="preview"');
  });

  it("refuses a link signed with another secret", async () => {
    const token = await signPreviewLink("another-secret", { path: "/faqs", status: "draft" }, NOW);
    await expectRefused(await entry({ token }), PREVIEW_REFUSED_MESSAGE);
  });

  it("answers 404 when the storefront has no PREVIEW_SECRET, whatever is sent", async () => {
    const token = await signPreviewLink(SECRET, { path: "/faqs", status: "draft" }, NOW);
    const response = await entry({ token }, { ...options, secret: undefined });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(PREVIEW_NOT_CONFIGURED_MESSAGE);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("answers 404 when the storefront has no API token to read drafts with", async () => {
    const token = await signPreviewLink(SECRET, { path: "/faqs", status: "draft" }, NOW);
    expect((await entry({ token }, { ...options, canReadDrafts: false })).status).toBe(404);
  });

  it.each([
    "//evil.example/faqs",
    "/\\evil.example",
    "/\t/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "faqs",
  ])("sends a signed path that is not on this site (%j) to the home page", async (path) => {
    const response = await linkTo(path, "draft");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("keeps a same-site path's query", async () => {
    expect((await linkTo("/blog?page=2", "draft")).headers.get("Location")).toBe("/blog?page=2");
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
