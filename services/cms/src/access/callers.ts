import type { Core } from "@strapi/strapi";

/** What Strapi made of a request once its route was matched: the route's kind and how it signed in. */
type RequestState = {
  route?: { info?: { type?: string } };
  auth?: { strategy?: { name?: string } };
};
type Request = { state: RequestState; query: Record<string, unknown> };

/** Strapi's name for API-token authentication (`api-token` before 5.x renamed it). */
const TOKEN_STRATEGIES = new Set(["content-api-token", "api-token"]);

/** A caller with an API token: one of the shop's own servers (the storefront), never a visitor. */
export function hasApiToken(state: RequestState): boolean {
  return TOKEN_STRATEGIES.has(state.auth?.strategy?.name ?? "");
}

/**
 * The request being answered, when it came through the public REST API (`/api/…`, however its path
 * was spelled): decided by the route Strapi matched, never by comparing the path's text.
 */
export function publicApiRequest(strapi: Core.Strapi): Request | null {
  const ctx = strapi.requestContext.get() as Partial<Request> | undefined;
  return ctx?.state?.route?.info?.type === "content-api" ? { state: ctx.state, query: ctx.query ?? {} } : null;
}
