import { mkdirSync } from "node:fs";
import path from "node:path";

/**
 * Where the CMS keeps what it writes: the SQLite database and the uploaded media. One folder, so a
 * test or an e2e run points CONTENT_DATA_DIR at a temporary one and a developer deletes `.data/` to
 * start afresh.
 */

/** The project folder, whether this runs compiled (dist/src/setup) or from source (src/setup). */
export const projectDir = (() => {
  const marker = `${path.sep}dist${path.sep}`;
  const at = __dirname.lastIndexOf(marker);
  return at >= 0 ? __dirname.slice(0, at) : path.resolve(__dirname, "..", "..");
})();

export function dataDir(): string {
  const configured = process.env.CONTENT_DATA_DIR;
  return configured ? path.resolve(configured) : path.join(projectDir, ".data");
}

/**
 * Strapi's public folder, under the data folder. Its `uploads` folder is made here, when the server
 * config is read, because the upload provider refuses to start without it and starts before any
 * lifecycle of ours runs.
 */
export function publicDir(): string {
  const folder = path.join(dataDir(), "public");
  mkdirSync(path.join(folder, "uploads"), { recursive: true });
  return folder;
}
