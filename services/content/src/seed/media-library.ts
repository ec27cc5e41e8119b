import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { fieldPath, type SeedProblem } from "./problems.js";

const mediaItemSchema = z
  .strictObject({
    file: z
      .string()
      .min(1)
      .refine((name) => path.basename(name) === name, "must be a file name in seed/media, not a path"),
    output: z.enum(["webp", "svg", "original"]).optional(),
    alternativeText: z.string().nullable().default(null),
    caption: z.string().nullable().default(null),
  })
  .transform((item) => ({
    ...item,
    // An SVG without an explicit output is served as it is; rasterising is opted into.
    output: item.output ?? (item.file.toLowerCase().endsWith(".svg") ? "svg" : "original"),
  }))
  .refine((item) => item.output !== "webp" || item.file.toLowerCase().endsWith(".svg"), {
    message: "output webp rasterises an SVG: the file must be an .svg",
    path: ["output"],
  });

export type MediaItem = z.infer<typeof mediaItemSchema>;

export const MEDIA_LIBRARY_FILE = path.join("media", "media.yaml");

/** Reads media.yaml; invalid items are reported and skipped, the rest are kept. */
export async function loadMediaLibrary(seedDir: string): Promise<{ items: MediaItem[]; problems: SeedProblem[] }> {
  const problems: SeedProblem[] = [];
  let raw: unknown;
  try {
    raw = parseYaml(await readFile(path.join(seedDir, MEDIA_LIBRARY_FILE), "utf8"));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    if (!missing) problems.push({ file: MEDIA_LIBRARY_FILE, message: (error as Error).message });
    return { items: [], problems };
  }
  if (!Array.isArray(raw)) {
    problems.push({ file: MEDIA_LIBRARY_FILE, message: "must be a list of media items" });
    return { items: [], problems };
  }
  const items: MediaItem[] = [];
  const seen = new Set<string>();
  raw.forEach((value, index) => {
    const parsed = mediaItemSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ file: MEDIA_LIBRARY_FILE, field: fieldPath([index, ...issue.path]), message: issue.message });
      }
      return;
    }
    if (seen.has(parsed.data.file)) {
      problems.push({ file: MEDIA_LIBRARY_FILE, field: `[${index}].file`, message: `${parsed.data.file} is listed twice` });
      return;
    }
    seen.add(parsed.data.file);
    items.push(parsed.data);
  });
  return { items, problems };
}
