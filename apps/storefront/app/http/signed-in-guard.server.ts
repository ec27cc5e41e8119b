import { redirect } from "react-router";
import { z } from "zod";
import { config } from "../config.server";
import { cookieValue } from "../cookies";

/**
 * A route for signed-in shoppers needs the session token cookie; without one the visitor goes to `/`
 * with no query, so a guarded address cannot carry a redirect elsewhere.
 */

export const sessionTokenCookieName = `${config.appKey}_token`;

/** A cookie a browser can hold (about 4 KB), not empty: checking the token is the shop's job. */
const sessionToken = z.string().min(1).max(4096);

export function hasSessionToken(request: Request): boolean {
  return sessionToken.safeParse(cookieValue(request.headers.get("Cookie"), sessionTokenCookieName)).success;
}

/** Call first in a guarded route's loader and action: throws the redirect to `/` for a visitor without the token. */
export function requireSessionToken(request: Request): void {
  if (!hasSessionToken(request)) throw redirect("/", { headers: { "Cache-Control": "no-store" } });
}
