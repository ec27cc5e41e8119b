import { PREVIEW_LINK_TTL_MS, signPreviewLink, verifyPreviewLink } from "@bedsmade/form-rules";
import { describe, expect, it } from "vitest";

/**
 * The preview link's token, as the CMS signs it and the storefront reads it (packages/form-rules):
 * it opens one page's draft or published version for minutes, and nothing else.
 */

const SECRET = "preview-secret-for-the-link-tests-0123456789";
const NOW = 1_800_000_000_000;
const FAQS = { path: "/faqs", status: "draft" } as const;

/** The token with its payload's JSON changed by `edit`, the signature kept. */
function withClaims(token: string, edit: (claims: Record<string, unknown>) => Record<string, unknown>): string {
  const [payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
  return `${Buffer.from(JSON.stringify(edit(claims))).toString("base64url")}.${signature}`;
}

describe("a preview link's token", () => {
  it("opens the page and version it was signed for", async () => {
    const token = await signPreviewLink(SECRET, FAQS, NOW);
    expect(await verifyPreviewLink(token, SECRET, NOW)).toEqual({ ok: true, path: "/faqs", status: "draft" });
    const published = await signPreviewLink(SECRET, { path: "/", status: "published" }, NOW);
    expect(await verifyPreviewLink(published, SECRET, NOW)).toEqual({ ok: true, path: "/", status: "published" });
  });

  it("differs each time it is signed for the same page, and never holds the secret", async () => {
    const first = await signPreviewLink(SECRET, FAQS, NOW);
    const second = await signPreviewLink(SECRET, FAQS, NOW);
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      expect(token).not.toContain(SECRET);
      expect(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")).not.toContain(SECRET);
    }
  });

  it("is good for ten minutes, then expired", async () => {
    const token = await signPreviewLink(SECRET, FAQS, NOW);
    expect((await verifyPreviewLink(token, SECRET, NOW + PREVIEW_LINK_TTL_MS - 1)).ok).toBe(true);
    expect(await verifyPreviewLink(token, SECRET, NOW + PREVIEW_LINK_TTL_MS)).toEqual({ ok: false, reason: "expired" });
    expect(PREVIEW_LINK_TTL_MS).toBe(10 * 60_000);
  });

  it.each([
    ["its path", (claims: Record<string, unknown>) => ({ ...claims, path: "/buy" })],
    ["its status", (claims: Record<string, unknown>) => ({ ...claims, status: "published" })],
    ["its expiry", (claims: Record<string, unknown>) => ({ ...claims, expiresAt: NOW + 2 * PREVIEW_LINK_TTL_MS })],
    ["its nonce", (claims: Record<string, unknown>) => ({ ...claims, nonce: "A".repeat(22) })],
  ])("is refused as invalid once %s is altered", async (_name, edit) => {
    const token = withClaims(await signPreviewLink(SECRET, FAQS, NOW), edit);
    expect(await verifyPreviewLink(token, SECRET, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("is refused as invalid when an altered one has expired too, so an expiry is told only of a real link", async () => {
    const token = withClaims(await signPreviewLink(SECRET, FAQS, NOW), (claims) => ({ ...claims, path: "/buy" }));
    expect(await verifyPreviewLink(token, SECRET, NOW + 2 * PREVIEW_LINK_TTL_MS)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("is refused when signed with another secret, or dated further ahead than the CMS signs", async () => {
    const foreign = await signPreviewLink("another-secret", FAQS, NOW);
    expect(await verifyPreviewLink(foreign, SECRET, NOW)).toEqual({ ok: false, reason: "invalid" });
    const fromTheFuture = await signPreviewLink(SECRET, FAQS, NOW + 5 * PREVIEW_LINK_TTL_MS);
    expect(await verifyPreviewLink(fromTheFuture, SECRET, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it.each([
    ["nothing", null],
    ["an empty token", ""],
    ["the secret itself", SECRET],
    ["no signature", "eyJwYXRoIjoiLyJ9"],
    ["a signature of the wrong length", "eyJwYXRoIjoiLyJ9.AAAA"],
    ["a payload that is not base64url", `a+b/c.${"A".repeat(43)}`],
    ["a payload of one base64 character", `a.${"A".repeat(43)}`],
    ["three parts", `a.b.${"A".repeat(43)}`],
  ])("is refused as invalid when it is %s", async (_name, token) => {
    expect(await verifyPreviewLink(token, SECRET, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("is never valid without a secret to check it against", async () => {
    expect(await verifyPreviewLink(await signPreviewLink(SECRET, FAQS, NOW), "", NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
