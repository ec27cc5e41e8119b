import { sameSitePath } from "../http/return-path";
import {
  endPreviewCookie,
  matchesSecret,
  startPreviewCookie,
  type PreviewSettings,
  type PreviewStatus,
} from "./preview-cookie.server";

/**
 * GET /api/preview and GET /api/preview/exit: the door the CMS's admin opens (Strapi's Preview,
 * services/cms/config/admin.ts) and the way out of the preview bar. The entry checks the shared
 * secret, remembers the preview in a cookie and sends the editor to the page; the exit forgets it
 * and sends them to the same page as everyone sees it.
 */

export const PREVIEW_NOT_CONFIGURED_MESSAGE =
  "Preview is not configured: the storefront needs PREVIEW_SECRET (the CMS's value) and CONTENT_API_TOKEN to read drafts.";
export const PREVIEW_REFUSED_MESSAGE = "This preview link is not valid. Open the preview again from the CMS.";

export type PreviewRouteOptions = PreviewSettings & {
  /** Drafts are read with the storefront's API token: without one, the CMS refuses them. */
  canReadDrafts: boolean;
};

/** Never stored, never indexed: the address carries the secret and the answer a personal cookie. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

function sentence(text: string, status: number, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8", ...extra } });
}

function redirectTo(location: string, cookie: string): Response {
  return new Response(null, { status: 303, headers: { ...PRIVATE, Location: location, "Set-Cookie": cookie } });
}

function statusOf(value: string | null): PreviewStatus {
  return value === "published" ? "published" : "draft";
}

export function previewEntryResponse(request: Request, options: PreviewRouteOptions): Response {
  const { secret } = options;
  if (!secret || !options.canReadDrafts) return sentence(PREVIEW_NOT_CONFIGURED_MESSAGE, 404);
  const url = new URL(request.url);
  if (!matchesSecret(url.searchParams.get("secret"), secret)) {
    return sentence(PREVIEW_REFUSED_MESSAGE, 401, { "WWW-Authenticate": 'Bearer realm="preview"' });
  }
  const path = sameSitePath(url.searchParams.get("path"), "/");
  return redirectTo(path, startPreviewCookie({ ...options, secret }, statusOf(url.searchParams.get("status"))));
}

export function previewExitResponse(request: Request, options: PreviewSettings): Response {
  const path = sameSitePath(new URL(request.url).searchParams.get("path"), "/");
  return redirectTo(path, endPreviewCookie(options));
}
