import type { Purger } from "../shared-state/purger.server";
import type { ContentCache } from "./cache.server";

/** Tags by CMS collection, not by entry: docs/content.md, "Cache tags by collection". */

export const EVERYTHING = "*";

function collectionOf(urlOrPath: string): string {
  const path = URL.canParse(urlOrPath) ? new URL(urlOrPath).pathname : urlOrPath;
  return path.replace(/^\/api\//, "").split("/")[0] ?? "";
}

/** The tag of the collection a content URL or API path reads. */
export function contentTag(urlOrPath: string, everything: string): string {
  return `${everything}-${collectionOf(urlOrPath)}`;
}

/** The tags a purge of these API paths (or of everything, "*") must empty. */
export function tagsOfPaths(paths: readonly string[], everything: string): string[] {
  return paths.includes(EVERYTHING) ? [everything] : paths.map((path) => contentTag(path, everything));
}

/** Keeps this instance's content cache in step with every purge, from this instance or another. */
export function followPurges(cache: ContentCache, purger: Purger, everything: string): void {
  purger.onPurge((tags) => {
    if (tags.includes(everything)) return void cache.purge(() => true);
    cache.purge((key) => tags.includes(contentTag(key, everything)));
  });
}
