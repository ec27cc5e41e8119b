import type { HeadersFunction } from "react-router";
import { CONTENT_FRESH_SECONDS, CONTENT_STALE_SECONDS } from "../content/cache.server";

/**
 * Cache-Control for content HTML: browsers ask again every time, a CDN keeps the page as long as our
 * content cache does (docs/caching.md, "What the page cache keeps").
 */
export const CONTENT_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${CONTENT_FRESH_SECONDS}, stale-while-revalidate=${CONTENT_STALE_SECONDS}`;
export const NO_STORE = "no-store";

export const contentHeaders = { "Cache-Control": CONTENT_CACHE_CONTROL };
export const noStoreHeaders = { "Cache-Control": NO_STORE };

/**
 * A content route's `headers`: the loader's choice, or no-store for anything thrown or when the
 * root's shell came back incomplete (a CDN must not keep a page without its footer for weeks).
 */
export const contentRouteHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const degraded = parentHeaders.get("Cache-Control") === NO_STORE;
  if (!errorHeaders && !degraded) return loaderHeaders;
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  headers.set("Cache-Control", NO_STORE);
  return headers;
};
