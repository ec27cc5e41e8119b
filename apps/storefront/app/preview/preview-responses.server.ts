import type { ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { readPreview, type PreviewSettings } from "./preview-cookie.server.js";

/**
 * An editor's preview is for that editor alone: never stored by a browser or a CDN, never indexed,
 * and the page cache is passed by (docs/caching.md, "Private answers are never shared").
 */

export const PREVIEW_CACHE_CONTROL = "private, no-store";

export function isPreviewRequest(request: Request, settings: PreviewSettings): boolean {
  return readPreview(request.get("cookie"), settings) !== null;
}

export function previewResponsesMiddleware(settings: PreviewSettings): RequestHandler {
  return (request, response, next) => {
    if (!isPreviewRequest(request, settings)) return next();
    // Decided when the headers go out: React Router's adapter sets the route's own Cache-Control first.
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    response.writeHead = ((...args: unknown[]) => {
      response.setHeader("Cache-Control", PREVIEW_CACHE_CONTROL);
      response.setHeader("X-Robots-Tag", "noindex");
      return writeHead(...args);
    }) as typeof response.writeHead;
    next();
  };
}
