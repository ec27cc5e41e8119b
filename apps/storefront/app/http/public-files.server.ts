import { readdirSync } from "node:fs";
import path from "node:path";
import express from "express";

/**
 * The build's public files outside /assets (the favicon). Listed once at start: `express.static` in
 * front of every page cost a failed `stat`, about 5 % of a render.
 */
export function publicFilesMiddleware(directory: string): express.RequestHandler {
  const files = new Set(
    readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
      .filter((file) => !file.startsWith("/assets/")),
  );
  const serve = express.static(directory, { maxAge: "1h", index: false });
  return (request, response, next) => (files.has(request.path) ? serve(request, response, next) : next());
}

/**
 * The build's /assets, fingerprinted by Vite, so a file never changes under its address. Anything but
 * a read gets a sentence: `express.static` answered a post with an empty 405.
 */
export function assetFilesMiddleware(directory: string): express.RequestHandler[] {
  const readOnly: express.RequestHandler = (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    response.status(405).set({ Allow: "GET, HEAD", "Cache-Control": "no-store" }).type("text/plain");
    response.send("These files can only be read.");
  };
  return [readOnly, express.static(directory, { immutable: true, maxAge: "1y", fallthrough: false })];
}
