import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "../process-wide.server.js";

/**
 * What a response was built from, noted while it renders: the tag of each content read, and whether
 * an old copy stood in for a failed CMS (docs/caching.md, "Cache tags and purges").
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
