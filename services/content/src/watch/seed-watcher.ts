import { watch } from "chokidar";

/** Settling time, so that an editor's save (often several writes) causes one reload. */
const DEBOUNCE_MS = 200;

/**
 * Calls onChange once a burst of changes under seedDir has settled. Resolves once the initial scan
 * is done (edits made before that would go unnoticed) with a stop function.
 */
export async function watchSeed(seedDir: string, onChange: () => void): Promise<() => Promise<void>> {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(seedDir, {
    ignoreInitial: true,
    ignored: (file) => /(^|[/\\])\.|~$|\.swp$/.test(file.slice(seedDir.length)),
  });
  watcher.on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, DEBOUNCE_MS);
  });
  await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
  return async () => {
    clearTimeout(timer);
    await watcher.close();
  };
}
