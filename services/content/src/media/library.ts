import { stat } from "node:fs/promises";
import path from "node:path";
import type { MediaFile } from "../content/model.js";
import { loadMediaLibrary, MEDIA_LIBRARY_FILE } from "../seed/media-library.js";
import { createdTime } from "../seed/file-times.js";
import type { SeedProblem } from "../seed/problems.js";
import { generateMedia } from "./pipeline.js";

export interface MediaLibrary {
  media: Map<number, MediaFile>;
  problems: SeedProblem[];
  /** media.yaml itself could not be read: a reload keeps the previous library. */
  unreadable: boolean;
}

/**
 * Reads media.yaml and generates every item's upload files. Ids follow the order of media.yaml.
 * An item whose file is missing or cannot be processed is reported; when a previous library is
 * given (a reload), its last good version of that item is kept.
 */
export async function buildMediaLibrary(
  seedDir: string,
  dataDir: string,
  previous?: Map<number, MediaFile>,
): Promise<MediaLibrary> {
  const { items, problems } = await loadMediaLibrary(seedDir);
  const unreadable = problems.some((problem) => problem.field === undefined);
  const previousByFile = new Map([...(previous?.values() ?? [])].map((file) => [file.file, file]));
  const media = new Map<number, MediaFile>();
  const itemProblems: (SeedProblem | undefined)[] = [];
  const generateItem = async (index: number): Promise<void> => {
    const item = items[index];
    if (!item) return;
    const id = index + 1;
    try {
      const source = await stat(path.join(seedDir, "media", item.file));
      const generated = await generateMedia(seedDir, dataDir, item);
      media.set(id, {
        ...generated,
        id,
        file: item.file,
        alternativeText: item.alternativeText,
        caption: item.caption,
        createdAt: createdTime(source).toISOString(),
        updatedAt: source.mtime.toISOString(),
      });
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      itemProblems[index] = {
        file: MEDIA_LIBRARY_FILE,
        field: `[${index}].file`,
        message: missing ? `media/${item.file} does not exist` : `media/${item.file}: ${(error as Error).message}`,
      };
      const kept = previousByFile.get(item.file);
      if (kept) media.set(id, { ...kept, id });
    }
  };
  // Two lanes: rendering an SVG is single-threaded, and the machines have two cores.
  await Promise.all(
    [0, 1].map(async (lane) => {
      for (let index = lane; index < items.length; index += 2) await generateItem(index);
    }),
  );
  // Lanes finish out of order; the library and its problems read in media.yaml order.
  const ordered = new Map([...media.entries()].sort(([a], [b]) => a - b));
  problems.push(...itemProblems.filter((problem) => problem !== undefined));
  return { media: ordered, problems, unreadable };
}
