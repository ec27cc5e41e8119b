import { verifyPreviewLink } from "@bedsmade/form-rules";
import { sameSitePath } from "../http/return-path";
import { endPreviewCookie, startPreviewCookie, type PreviewSettings } from "./preview-cookie.server";

/**
 * GET /api/preview, which the CMS's admin opens with a short-lived signed link, and GET
 * /api/preview/exit, the preview bar's way out back to the page as everyone sees it.
 */

export const PREVIEW_NOT_CONFIGURED_MESSAGE =
  "Preview is not configured: the storefront needs PREVIEW_SECRET (the CMS's value) and CONTENT_API_TOKEN to read drafts.";
export const PREVIEW_REFUSED_MESSAGE = "This preview link is not valid. Open the preview again from the CMS.";
export const PREVIEW_EXPIRED_MESSAGE = "This preview link has expired. Open the preview again from the CMS.";

export type PreviewRouteOptions = PreviewSettings & {
  /** Drafts are read with the storefront's API token: without one, the CMS refuses them. */
  canReadDrafts: boolean;
};

/** Never stored, never indexed: the address opens a preview and the answer carries a personal cookie. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

function sentence(text: string, status: number, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8", ...extra } });
}

function redirectTo(location: string, cookie: string): Response {
  return new Response(null, { status: 303, headers: { ...PRIVATE, Location: location, "Set-Cookie": cookie } });
}

function refused(text: string): Response {
  return sentence(text, 401, { "WWW-Authenticate": 'Bearer realm="preview"' });
}

/**
 * Only ?token= is read: the page and version come from the signed token. The old ?secret= link is
 * refused, since accepting it would keep the long-lived secret in addresses.
 */
export async function previewEntryResponse(request: Request, options: PreviewRouteOptions): Promise<Response> {
  const { secret } = options;
  if (!secret || !options.canReadDrafts) return sentence(PREVIEW_NOT_CONFIGURED_MESSAGE, 404);
  const token = new URL(request.url).searchParams.get("token");
  const link = await verifyPreviewLink(token, secret, (options.now ?? Date.now)());
  if (!link.ok) return refused(link.reason === "expired" ? PREVIEW_EXPIRED_MESSAGE : PREVIEW_REFUSED_MESSAGE);
  return redirectTo(sameSitePath(link.path, "/"), startPreviewCookie({ ...options, secret }, link.status));
}

export function previewExitResponse(request: Request, options: PreviewSettings): Response {
  const path = sameSitePath(new URL(request.url).searchParams.get("path"), "/");
  return redirectTo(path, endPreviewCookie(options));
}
