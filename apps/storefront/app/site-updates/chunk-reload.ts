/** A tab open across a deploy asks for chunks that are gone; a reload, at most once a minute, fetches the new build. */

export const CHUNK_RELOAD_WINDOW_MS = 60_000;
const STORAGE_KEY = "bedsmade:chunk-reload-at";

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_ERROR_PATTERN.test(error.message);
}

type ReloadEnvironment = { storage: Pick<Storage, "getItem" | "setItem">; now: number; reload: () => void };

/** Reloads for a chunk failure unless one was tried within the window; true when it reloads. */
export function reloadForChunkError(error: unknown, environment: ReloadEnvironment): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(environment.storage.getItem(STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && environment.now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  environment.storage.setItem(STORAGE_KEY, String(environment.now));
  environment.reload();
  return true;
}
