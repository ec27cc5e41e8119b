import { readdirSync } from "node:fs";
import path from "node:path";
import express from "express";

/**
 * The build's public files outside /assets (the favicon), served as they are. The list is read once
 * at start, so a page request goes on to the page cache and the renderer without a look-up on disk:
 * `express.static` in front of every request cost a failed `stat` per page (about 5 % of a render's
 * time, and most of a cached page's).
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
