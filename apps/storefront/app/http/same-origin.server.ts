import type { RequestHandler } from "express";
import { requestOrigin } from "./react-router-handler.server.js";

/**
 * The one origin rule for every action (forms, /buy, /api/cart): a post from another site is refused
 * before its body is read. Why a post with no Origin passes: docs/security.md, "Origins".
 */

const REFUSED = "This can only be sent from a page of the Bedsmade site.";

/** Fetch Metadata of a request from one of our own pages, or one the visitor made themselves. */
const OWN_SITE_FETCHES = new Set(["same-origin", "none"]);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Whether a post with these headers comes from a page of another site than `ownOrigin`. */
export function comesFromAnotherSite(
  headers: { origin?: string | undefined; fetchSite?: string | undefined },
  ownOrigin: string,
): boolean {
  if (headers.fetchSite !== undefined && !OWN_SITE_FETCHES.has(headers.fetchSite.toLowerCase())) return true;
  return headers.origin !== undefined && originOf(headers.origin) !== originOf(ownOrigin);
}

export function sameOriginPostsMiddleware(): RequestHandler {
  return (request, response, next) => {
    if (request.method !== "POST") return next();
    const headers = { origin: request.get("Origin"), fetchSite: request.get("Sec-Fetch-Site") };
    if (!comesFromAnotherSite(headers, requestOrigin(request))) return next();
    response.status(403).set({ Connection: "close", "Cache-Control": "no-store" }).type("text/plain").send(REFUSED);
  };
}
