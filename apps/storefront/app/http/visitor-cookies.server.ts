import { localeOf } from "./locale.server";
import { sessionOf } from "./session.server";

/**
 * The per-visitor cookies (session id, locale), only for answers that are never shared: one stored
 * page serves every visitor. Added only when the request lacks a valid one.
 */
export function addVisitorCookies(request: Request, headers: Headers): Headers {
  const session = sessionOf(request);
  const locale = localeOf(request);
  for (const line of [session.setCookie, locale.setCookie]) if (line) headers.append("Set-Cookie", line);
  headers.set("Content-Language", locale.locale);
  return headers;
}
