import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { FORM_POST_REFUSED_MESSAGE } from "../messages.js";

/**
 * Routes that render no page answer their own address only, never as page data (`/api/cart.data`),
 * which the page cache could share (docs/caching.md, "Private answers are never shared").
 */

export const NO_PAGE_DATA_MESSAGE = "This address has no page data.";

type RouteEntry = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route list as the nested routes matchRoutes takes. */
function routeTree(build: ServerBuild): RouteObject[] {
  const entries = Object.values(build.routes).filter((entry): entry is RouteEntry => entry !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) =>
        index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: childrenOf(id) },
      );
  return childrenOf(undefined);
}

/** The path a data request is for, as React Router reads it (`/_root.data` is `/`, `/faqs/_.data` is `/faqs/`). */
function pagePathOf(pathname: string): string | undefined {
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return undefined;
}

function deepestRoute(build: ServerBuild, tree: RouteObject[], pathname: string): RouteEntry | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const id = matchRoutes(tree, decoded)?.at(-1)?.route.id;
  return id === undefined ? undefined : build.routes[id];
}

export function resourceRoutesGuard(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  const trees = new WeakMap<ServerBuild, RouteObject[]>();
  return async (request, response, next) => {
    // A page's own address (the page cache's every hit) has nothing to refuse: no route is matched for it.
    // As React Router reads it: its request URL resolves the dot segments of `/api/./cart.data`.
    const path = new URL(`http://storefront.invalid${request.originalUrl}`).pathname;
    const pagePath = pagePathOf(path);
    if (pagePath === undefined && request.method !== "POST") return next();
    try {
      const current = typeof build === "function" ? await build() : build;
      let tree = trees.get(current);
      if (!tree) trees.set(current, (tree = routeTree(current)));
      const route = deepestRoute(current, tree, pagePath ?? path);
      const module = route?.module;
      if (!module || module.default || module.ErrorBoundary) return next();
      const refuse = (status: number, message: string, allow?: string) => {
        response.status(status).set("Cache-Control", "no-store").type("text/plain");
        if (allow) response.set("Allow", allow);
        response.send(message);
      };
      if (request.method === "POST" && !module.action) return refuse(405, FORM_POST_REFUSED_MESSAGE, "GET, HEAD");
      if (pagePath !== undefined && request.method !== "POST") return refuse(404, NO_PAGE_DATA_MESSAGE);
      next();
    } catch (error) {
      next(error);
    }
  };
}
