import { localeOf } from "./locale.server";
import { sessionOf } from "./session.server";

/**
 * The per-visitor cookies (session id, locale) for a response that is never shared: the no-store
 * cart endpoint, /buy and form results. Cached pages never call this: one stored copy serves every
 * visitor, so it must not hand one visitor's session to the next (the page cache also refuses to
 * store any response with a Set-Cookie). Appended after the response's own cookies, and only when
 * the request lacks a valid one; the response says which locale it was answered in.
 */
export function addVisitorCookies(request: Request, headers: Headers): Headers {
  const session = sessionOf(request);
  const locale = localeOf(request);
  for (const line of [session.setCookie, locale.setCookie]) if (line) headers.append("Set-Cookie", line);
  headers.set("Content-Language", locale.locale);
  return headers;
}
