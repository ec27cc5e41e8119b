import * as z from "zod/mini";

/**
 * The preview link carries an expiring signed token, never PREVIEW_SECRET, so a logged address opens
 * nothing later (docs/cms.md, "Preview"). Web Crypto: this package is bundled for browsers too.
 */

/** Room for an editor who copies the link into a tab, and for clocks to disagree; dead long before a log is read. */
export const PREVIEW_LINK_TTL_MS = 10 * 60_000;

/** The CMS's clock may run ahead of the storefront's by this much. */
const CLOCK_SKEW_MS = 60_000;

/** Signed with the payload, so no other use of PREVIEW_SECRET (the preview cookie) can pass for a link. */
const PURPOSE = "bedsmade-preview-link:";

const previewLinkClaims = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(2048)),
  status: z.enum(["draft", "published"]),
  expiresAt: z.int().check(z.positive()),
  // Random, so two links to the same page differ and neither can be told from the other.
  nonce: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)),
});

export type PreviewLinkClaims = z.output<typeof previewLinkClaims>;
export type PreviewLinkTarget = Pick<PreviewLinkClaims, "path" | "status">;
export type CheckedPreviewLink = ({ ok: true } & PreviewLinkTarget) | { ok: false; reason: "expired" | "invalid" };

/** The payload, then the HMAC-SHA256 of it (32 bytes), both base64url. */
const TOKEN = /^([A-Za-z0-9_-]{1,4096})\.([A-Za-z0-9_-]{43})$/;
const INVALID: CheckedPreviewLink = { ok: false, reason: "invalid" };

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function hmacKey(secret: string): Promise<CryptoKey> {
  const raw = new TextEncoder().encode(secret);
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const signed = (payload: string) => new TextEncoder().encode(PURPOSE + payload);

/** A token opening a preview of `target` until PREVIEW_LINK_TTL_MS after `now`. */
export async function signPreviewLink(secret: string, target: PreviewLinkTarget, now = Date.now()): Promise<string> {
  const claims: PreviewLinkClaims = {
    path: target.path,
    status: target.status,
    expiresAt: now + PREVIEW_LINK_TTL_MS,
    nonce: toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
  };
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), signed(payload));
  return `${payload}.${toBase64Url(new Uint8Array(signature))}`;
}

/** "expired" only for a token the CMS really signed; anything altered, foreign or future-dated is "invalid". */
export async function verifyPreviewLink(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
): Promise<CheckedPreviewLink> {
  const match = secret && token ? TOKEN.exec(token) : null;
  if (!match) return INVALID;
  const [, payload = "", signature = ""] = match;
  let claims: PreviewLinkClaims;
  try {
    if (!(await crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64Url(signature), signed(payload)))) {
      return INVALID;
    }
    const parsed = previewLinkClaims.safeParse(JSON.parse(new TextDecoder().decode(fromBase64Url(payload))));
    if (!parsed.success) return INVALID;
    claims = parsed.data;
  } catch {
    return INVALID;
  }
  if (claims.expiresAt > now + PREVIEW_LINK_TTL_MS + CLOCK_SKEW_MS) return INVALID;
  if (claims.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, path: claims.path, status: claims.status };
}
