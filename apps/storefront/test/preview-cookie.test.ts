import { describe, expect, it } from "vitest";
import {
  endPreviewCookie,
  PREVIEW_MAX_AGE_SECONDS,
  previewCookieName,
  readPreview,
  signPreview,
  startPreviewCookie,
  verifyPreview,
  type PreviewSettings,
} from "../app/preview/preview-cookie.server";

const SECRET = "preview-secret-for-tests";
const NOW = 1_800_000_000_000;
const settings: PreviewSettings & { secret: string } = {
  secret: SECRET,
  cookieName: previewCookieName("bedsmade"),
  production: true,
  now: () => NOW,
};

/** The cookie's value from a Set-Cookie header. */
const valueOf = (setCookie: string) => (setCookie.split(";")[0] ?? "").split("=").slice(1).join("=");

describe("the preview cookie's value", () => {
  it("stands for the status it was signed with until it expires", () => {
    const value = signPreview(SECRET, "draft", NOW + 60_000);
    expect(verifyPreview(value, SECRET, NOW)).toEqual({ status: "draft", expiresAt: NOW + 60_000 });
    expect(verifyPreview(signPreview(SECRET, "published", NOW + 1), SECRET, NOW)?.status).toBe("published");
  });

  it("is nothing once expired", () => {
    expect(verifyPreview(signPreview(SECRET, "draft", NOW), SECRET, NOW)).toBeNull();
    expect(verifyPreview(signPreview(SECRET, "draft", NOW - 1), SECRET, NOW)).toBeNull();
  });

  it("is nothing when tampered with: another status, a later expiry, another signature or secret", () => {
    const value = signPreview(SECRET, "published", NOW + 60_000);
    const [, expiresAt, signature] = value.split(".");
    expect(verifyPreview(`draft.${expiresAt}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyPreview(`published.${NOW + 120_000}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyPreview(`published.${expiresAt}.${"A".repeat(43)}`, SECRET, NOW)).toBeNull();
    expect(verifyPreview(value, "another-secret", NOW)).toBeNull();
    expect(verifyPreview(`${value}x`, SECRET, NOW)).toBeNull();
    expect(verifyPreview("", SECRET, NOW)).toBeNull();
  });

  it("is nothing when it claims to last longer than a preview lasts, even if signed", () => {
    const tooLong = NOW + PREVIEW_MAX_AGE_SECONDS * 1000 + 5 * 60_000;
    expect(verifyPreview(signPreview(SECRET, "draft", tooLong), SECRET, NOW)).toBeNull();
  });

  it("is nothing at all without a secret", () => {
    expect(verifyPreview(signPreview(SECRET, "draft", NOW + 1000), undefined, NOW)).toBeNull();
    expect(
      readPreview(`bedsmade_preview=${signPreview(SECRET, "draft", NOW + 1000)}`, { ...settings, secret: undefined }),
    ).toBeNull();
  });
});

describe("the preview cookie's header", () => {
  it("starts a 30-minute preview that a request then carries among other cookies", () => {
    const setCookie = startPreviewCookie(settings, "draft");
    expect(setCookie).toMatch(/^bedsmade_preview=draft\.\d+\.[\w-]{43}; /);
    expect(setCookie).toContain(`Max-Age=${PREVIEW_MAX_AGE_SECONDS}`);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Path=/");
    const header = `bedsmade_cart_id=abc; bedsmade_preview=${valueOf(setCookie)}; vsf-locale=en`;
    expect(readPreview(header, settings)).toEqual({ status: "draft", expiresAt: NOW + PREVIEW_MAX_AGE_SECONDS * 1000 });
    expect(readPreview(header, { ...settings, now: () => NOW + PREVIEW_MAX_AGE_SECONDS * 1000 })).toBeNull();
  });

  it("can be sent inside the CMS's frame in production: SameSite=None, Secure, Partitioned", () => {
    const setCookie = startPreviewCookie(settings, "draft");
    expect(setCookie).toContain("SameSite=None");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("Partitioned");
  });

  it("is a plain Lax cookie on a development stack over http (the CMS on localhost is the same site)", () => {
    const setCookie = startPreviewCookie({ ...settings, production: false }, "draft");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).not.toContain("Secure");
    expect(setCookie).not.toContain("SameSite=None");
  });

  it("ends with the same name and attributes, emptied and expired", () => {
    const ended = endPreviewCookie(settings);
    expect(ended).toMatch(/^bedsmade_preview=; /);
    expect(ended).toContain("Max-Age=0");
    expect(ended).toContain("Partitioned");
    expect(ended).toContain("Path=/");
  });
});
