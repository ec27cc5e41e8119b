import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "./process-wide.server.js";

/**
 * What a response was built from, noted while it renders. The page cache opens the notes around a
 * request; the content client notes the tag of each read inside it, cached or not, and the content
 * cache notes when it had to serve an old copy because the CMS failed. The page cache then stores
 * the page under its tags and names them in Cache-Tag and Surrogate-Key for a CDN, or, for a page
 * built from an old copy, stores nothing and tells every cache not to keep it.
 */
export type RenderNotes = { tags: Set<string>; servedOldCopy: boolean };

const notes = processWide("renderNotes", () => new AsyncLocalStorage<RenderNotes>());

export function takingRenderNotes<T>(taken: RenderNotes, run: () => T): T {
  return notes.run(taken, run);
}

export function noteCacheTag(tag: string): void {
  notes.getStore()?.tags.add(tag);
}

export function noteOldCopyServed(): void {
  const current = notes.getStore();
  if (current) current.servedOldCopy = true;
}
