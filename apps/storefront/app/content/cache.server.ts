import { LRUCache } from "lru-cache";
import { z } from "zod";
import { noteOldCopyServed } from "../shared-state/cache-tags.server";
import type { TaggedStore } from "../shared-state/tagged-store.server";
import { log as logger } from "../log.server";

/** The cache of content reads; when it serves an old copy and why: docs/content.md, "The content cache". */

export const CONTENT_FRESH_SECONDS = 3_604_800;
export const CONTENT_STALE_SECONDS = 86_400;

export type ContentCacheOptions = {
  freshMs?: number;
  staleMs?: number;
  /** Most URLs kept; the least recently used go first. This shop reads a few dozen. */
  maxEntries?: number;
  /** Injected in tests; Date.now otherwise. */
  now?: () => number;
  log?: (message: string) => void;
  shared?: { store: TaggedStore; tagsOf(key: string): readonly string[] };
};

export type ContentCache = {
  /** The cached value of `key`, loading it with `load` when missing, expired or stale. */
  get(key: string, load: () => Promise<unknown>): Promise<unknown>;
  /** Marks every key the predicate accepts out of date (kept only as a fallback); answers those keys. */
  purge(matches: (key: string) => boolean): string[];
};

/** A purged entry is out of date whatever its age, and still a fallback. */
type Entry = { value: unknown; storedAt: number; purged?: true };
const sharedEntry = z.object({ value: z.unknown(), storedAt: z.number() });

export function createContentCache(options: ContentCacheOptions = {}): ContentCache {
  const freshMs = options.freshMs ?? CONTENT_FRESH_SECONDS * 1000;
  const staleMs = options.staleMs ?? CONTENT_STALE_SECONDS * 1000;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => logger.warn(`[content cache] ${message}`));
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries ?? 500 });
  const inFlight = new Map<string, Promise<unknown>>();
  // A purge raises the generation, so a read that started before it cannot store outdated content.
  let generation = 0;

  /** A fresh copy another instance stored, or undefined (none, stale, unreadable, or Redis away). */
  async function readShared(key: string): Promise<Entry | undefined> {
    const stored = await options.shared?.store.get(key);
    if (!stored) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(stored.toString("utf8"));
    } catch {
      return undefined;
    }
    const entry = sharedEntry.safeParse(parsed);
    return entry.success && now() - entry.data.storedAt < freshMs ? entry.data : undefined;
  }

  /** Another instance's fresh copy if there is one, else the CMS's answer, shared for the others. */
  async function readThrough(key: string, read: () => Promise<unknown>): Promise<Entry> {
    const shared = options.shared;
    if (!shared) return { value: await read(), storedAt: now() };
    const stored = await readShared(key);
    if (stored) return stored;
    const entry = { value: await read(), storedAt: now() };
    void shared.store.set(key, Buffer.from(JSON.stringify(entry)), freshMs, shared.tagsOf(key));
    return entry;
  }

  function load(key: string, read: () => Promise<unknown>): Promise<unknown> {
    const running = inFlight.get(key);
    if (running) return running;
    const startedIn = generation;
    const request = readThrough(key, read)
      .then((entry) => {
        if (startedIn === generation) entries.set(key, entry);
        return entry.value;
      })
      .finally(() => {
        if (inFlight.get(key) === request) inFlight.delete(key);
      });
    inFlight.set(key, request);
    return request;
  }

  function describe(error: unknown): string {
    return error instanceof Error ? error.message : String(error);
  }

  return {
    async get(key, read) {
      const entry = entries.get(key);
      const age = entry && !entry.purged ? now() - entry.storedAt : Infinity;
      if (entry && age < freshMs) return entry.value;
      if (entry && age < freshMs + staleMs) {
        load(key, read).catch((error: unknown) => {
          log(`background refresh of ${key} failed, still serving the stored copy: ${describe(error)}`);
        });
        return entry.value;
      }
      try {
        return await load(key, read);
      } catch (error) {
        const fallback = entries.get(key);
        if (!fallback) throw error;
        noteOldCopyServed();
        log(
          `read of ${key} failed, serving a copy from ${new Date(fallback.storedAt).toISOString()}: ${describe(error)}`,
        );
        return fallback.value;
      }
    },
    // Marked, not forgotten: the copy still serves if the CMS fails just after a publish.
    purge(matches) {
      generation += 1;
      const purged = [...entries.entries()].filter(([key, entry]) => !entry.purged && matches(key)).map(([key]) => key);
      for (const key of purged) entries.set(key, { ...(entries.get(key) as Entry), purged: true });
      for (const key of [...inFlight.keys()].filter(matches)) inFlight.delete(key);
      return purged;
    },
  };
}
