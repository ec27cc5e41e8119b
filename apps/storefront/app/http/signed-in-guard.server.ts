import { redirect } from "react-router";
import { z } from "zod";
import { config } from "../config.server";
import { cookieValue } from "./cookie-header";

/**
 * The route guard: a route for signed-in shoppers needs the session token cookie
 * (`{APP_KEY}_token`, which the shop integration writes when a shopper signs in). Without one the
 * visitor is sent to `/` with no query at all, so a guarded address can never be made to carry a
 * redirect elsewhere. The token is the shop's to check; here it only has to look like one.
 */

export const sessionTokenCookieName = `${config.appKey}_token`;

/** A cookie a browser can hold (about 4 KB), not empty. */
const sessionToken = z.string().min(1).max(4096);

export function hasSessionToken(request: Request): boolean {
  return sessionToken.safeParse(cookieValue(request.headers.get("Cookie"), sessionTokenCookieName)).success;
}

/** Call first in a guarded route's loader and action: throws the redirect to `/` for a visitor without the token. */
export function requireSessionToken(request: Request): void {
  if (!hasSessionToken(request)) throw redirect("/", { headers: { "Cache-Control": "no-store" } });
}
