import type { Purger } from "../shared-state/purger.server";
import type { ContentCache } from "./cache.server";

/**
 * Content is tagged by CMS collection: every read of /api/pages carries `<everything>-pages`, and so
 * does every page rendered from one. `everything` (APP_KEY) is carried by all of them, so purging it
 * empties the lot. Finer tags (one per entry) would buy nothing here: every page shows the footer,
 * whose legal links embed pages, so a change to any page reaches every page anyway.
 */

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

/**
 * Keeps this instance's content cache in step with every purge, from this instance or another. A purged
 * read stays as a fallback for a CMS that fails just after a publish (cache.server.ts).
 */
export function followPurges(cache: ContentCache, purger: Purger, everything: string): void {
  purger.onPurge((tags) => {
    if (tags.includes(everything)) return void cache.purge(() => true);
    cache.purge((key) => tags.includes(contentTag(key, everything)));
  });
}
