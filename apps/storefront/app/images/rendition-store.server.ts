import cacache from "cacache";
import { z } from "zod";
import { log } from "../log.server.js";

/** What the picture route keeps of a rendition, besides its bytes. */
const keptDetails = z.object({
  type: z.string().startsWith("image/"),
  etag: z.string().min(1),
  /** When it was made, or last found to match its CMS file (ms since the epoch). */
  madeAt: z.number().finite(),
  /** The digest of the CMS file it was made from: unchanged, the rendition need not be made again. */
  sourceDigest: z.string().min(1),
});

export type KeptRendition = z.infer<typeof keptDetails> & { body: Buffer };

/** Where the picture route keeps what it has made, beyond its own memory. */
export type RenditionStore = {
  read(key: string): Promise<KeptRendition | undefined>;
  write(key: string, rendition: KeptRendition): Promise<void>;
  remove(key: string): Promise<void>;
};

const HOUR_MS = 60 * 60 * 1000;

/** A file system error's code (ENOENT, EINTEGRITY, EACCES…), if it has one. */
function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

type DiskOptions = {
  /** A rendition not made or renewed in this long (a week) is removed by `sweep`. */
  keepForMs?: number;
  /** What `sweep` leaves at most (1 GiB), the most recently made or renewed first. */
  maxBytes?: number;
  now?: () => number;
  warn?: (message: string) => void;
};

/**
 * Renditions in IMAGE_CACHE_DIR, so a restart does not encode every picture again; a failing
 * directory never fails a picture (docs/pictures.md, "Renditions on disk").
 */
export function renditionsOnDisk(directory: string, options: DiskOptions = {}) {
  const keepForMs = options.keepForMs ?? 7 * 24 * HOUR_MS;
  const maxBytes = options.maxBytes ?? 1024 ** 3;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((message: string) => log.warn(message));
  const warned = new Set<string>();
  function warnOnce(doing: string, error: unknown) {
    const key = `${doing} ${codeOf(error) ?? "error"}`;
    if (warned.has(key)) return;
    warned.add(key);
    warn(`[images] could not ${doing} ${directory}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const store = {
    async read(key) {
      try {
        const { data, metadata } = await cacache.get(directory, key);
        const details = keptDetails.safeParse(metadata);
        return details.success ? { ...details.data, body: data } : undefined;
      } catch (error) {
        if (codeOf(error) !== "ENOENT") warnOnce("read a picture from", error);
        return undefined;
      }
    },

    async write(key, { body, ...details }) {
      try {
        await cacache.put(directory, key, body, { metadata: details });
      } catch (error) {
        warnOnce("keep a picture in", error);
      }
    },

    async remove(key) {
      try {
        await cacache.rm.entry(directory, key);
      } catch (error) {
        warnOnce("remove a picture from", error);
      }
    },

    /** Without a size cap, every width and format of every CMS file could fill the disk. */
    async sweep() {
      try {
        const newestFirst = Object.values(await cacache.ls(directory)).sort((a, b) => b.time - a.time);
        let bytes = 0;
        for (const entry of newestFirst) {
          bytes += entry.size;
          if (now() - entry.time > keepForMs || bytes > maxBytes) await cacache.rm.entry(directory, entry.key);
        }
        await cacache.verify(directory);
      } catch (error) {
        warnOnce("tidy", error);
      }
    },

    /** The first sweep ten minutes after start: a restart is not slowed, a daily deploy still gets one. */
    sweepDaily() {
      const sweep = () => void store.sweep();
      setTimeout(() => {
        sweep();
        setInterval(sweep, 24 * HOUR_MS).unref();
      }, HOUR_MS / 6).unref();
    },
  } satisfies RenditionStore & { sweep(): Promise<void>; sweepDaily(): void };
  return store;
}
