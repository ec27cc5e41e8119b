import type { ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { readPreview, type PreviewSettings } from "../preview/preview-cookie.server.js";

/**
 * What server.ts does for an editor's preview (a request with a valid preview cookie): whatever the
 * app answers (a page, its data on a client navigation, a redirect, an error) is for that editor
 * alone. It is never stored by a browser or a CDN (`private, no-store`, whatever the route said) and
 * never indexed; the page cache is passed by (`isPreviewRequest`). A tampered or expired cookie is
 * no preview: that visitor is a shopper like any other.
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
