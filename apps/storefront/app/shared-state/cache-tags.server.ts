import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "./process-wide.server.js";

/**
 * The tags of what a response was built from. The page cache opens a collection around a request;
 * the content client notes the tag of each read inside it, cached or not; the page cache then stores
 * the page under those tags and names them in Cache-Tag and Surrogate-Key for a CDN.
 */

const collections = processWide("cacheTags", () => new AsyncLocalStorage<Set<string>>());

export function collectingCacheTags<T>(tags: Set<string>, run: () => T): T {
  return collections.run(tags, run);
}

export function noteCacheTag(tag: string): void {
  collections.getStore()?.add(tag);
}
