import type { MiddlewareFunction } from "react-router";
import { localeOf } from "./locale.server";
import { sessionOf } from "./session.server";

/**
 * The per-visitor cookies (session id, locale), only on answers that are never shared: one stored
 * page serves every visitor. Added only when the request lacks a valid one.
 */
export function addVisitorCookies(request: Request, headers: Headers): Headers {
  const session = sessionOf(request);
  const locale = localeOf(request);
  for (const line of [session.setCookie, locale.setCookie]) if (line) headers.append("Set-Cookie", line);
  headers.set("Content-Language", locale.locale);
  return headers;
}

const neverShared = (headers: Headers) => /\b(no-store|private)\b/.test(headers.get("Cache-Control") ?? "");

/** Route middleware for the routes a shopper's session matters to (/buy, /api/cart, /api/forms): no loader or action adds them by hand. */
export const visitorCookiesMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!neverShared(response.headers)) return response;
  try {
    addVisitorCookies(request, response.headers);
    return response;
  } catch {
    // A Response with immutable headers (made by fetch or Response.redirect): copied, then given them.
    const copy = new Response(response.body, response);
    addVisitorCookies(request, copy.headers);
    return copy;
  }
};
