import { mkdirSync } from "node:fs";
import path from "node:path";

/** One data folder, so a test points CONTENT_DATA_DIR at a temporary one and deleting `.data/` starts afresh. */

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

/** `uploads` is made here: the upload provider refuses to start without it, before any lifecycle of ours runs. */
export function publicDir(): string {
  const folder = path.join(dataDir(), "public");
  mkdirSync(path.join(folder, "uploads"), { recursive: true });
  return folder;
}
