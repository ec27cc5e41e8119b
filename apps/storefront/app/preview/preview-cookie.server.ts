import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../config.server.js";
import { clearCookieLine, cookieValue, setCookieLine } from "../cookies.js";

/**
 * The editor's preview cookie: which content version to show and until when, signed with
 * PREVIEW_SECRET. The expiry is signed too, so a kept or edited cookie is simply no preview.
 */

export type PreviewStatus = "draft" | "published";
export type PreviewState = { status: PreviewStatus; expiresAt: number };

export type PreviewSettings = {
  /** PREVIEW_SECRET; unset means no request is ever a preview. */
  secret: string | undefined;
  cookieName: string;
  /** Production is served over https, where the cookie can be Secure and sent inside the CMS's frame. */
  production: boolean;
  now?: () => number;
};

/** Long enough to review an edit, short enough that a forgotten preview ends by itself. */
export const PREVIEW_MAX_AGE_SECONDS = 30 * 60;

/** Instances behind one balancer may disagree on the time by this much. */
const CLOCK_SKEW_MS = 60_000;

const VALUE = /^(draft|published)\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export function previewCookieName(appKey: string): string {
  return `${appKey}_preview`;
}

/** The settings of one process's configuration (server.ts and the app each build them). */
export function previewSettings(config: Pick<Config, "appKey" | "preview">, production: boolean): PreviewSettings {
  return { secret: config.preview.secret, cookieName: previewCookieName(config.appKey), production };
}

function signature(secret: string, status: PreviewStatus, expiresAt: number): Buffer {
  // The purpose is part of what is signed, so no other use of PREVIEW_SECRET can mint a cookie.
  return createHmac("sha256", secret).update(`bedsmade-preview:${status}:${expiresAt}`).digest();
}

export function signPreview(secret: string, status: PreviewStatus, expiresAt: number): string {
  return `${status}.${expiresAt}.${signature(secret, status, expiresAt).toString("base64url")}`;
}

/** The preview a cookie value stands for, or null when it is absent, tampered with or expired. */
export function verifyPreview(value: string | undefined, secret: string | undefined, now: number): PreviewState | null {
  const match = secret && value ? VALUE.exec(value) : null;
  if (!secret || !match) return null;
  const status = match[1] as PreviewStatus;
  const expiresAt = Number(match[2]);
  const given = Buffer.from(match[3] ?? "", "base64url");
  const expected = signature(secret, status, expiresAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (expiresAt <= now || expiresAt > now + PREVIEW_MAX_AGE_SECONDS * 1000 + CLOCK_SKEW_MS) return null;
  return { status, expiresAt };
}

/** The preview a request's cookies carry, or null. */
export function readPreview(cookieHeader: string | null | undefined, settings: PreviewSettings): PreviewState | null {
  const now = (settings.now ?? Date.now)();
  return verifyPreview(cookieValue(cookieHeader, settings.cookieName) ?? undefined, settings.secret, now);
}

/**
 * The admin shows the preview in a cross-site frame, so production's cookie is SameSite=None, Secure
 * and Partitioned (docs/security.md, "The preview cookie"); on localhost both are one site, and Lax works.
 */
const attributes = (settings: PreviewSettings) => ({
  httpOnly: true,
  secure: settings.production,
  crossSite: settings.production,
});

/** A Set-Cookie value starting a preview of `status` now. */
export function startPreviewCookie(settings: PreviewSettings & { secret: string }, status: PreviewStatus): string {
  const expiresAt = (settings.now ?? Date.now)() + PREVIEW_MAX_AGE_SECONDS * 1000;
  const value = signPreview(settings.secret, status, expiresAt);
  return setCookieLine(settings.cookieName, value, { ...attributes(settings), maxAgeSeconds: PREVIEW_MAX_AGE_SECONDS });
}

/** A Set-Cookie value ending the preview: the same name and attributes, or a partitioned copy would stay. */
export function endPreviewCookie(settings: PreviewSettings): string {
  return clearCookieLine(settings.cookieName, attributes(settings));
}
