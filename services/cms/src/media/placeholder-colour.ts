import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Core } from "@strapi/strapi";
import sharp from "sharp";

/**
 * A picture's placeholder colour: what the storefront paints in the picture's box while it loads
 * (issue 12: the home page's hero is the largest thing a phone paints, and arrives last). Computed
 * here, once, when a file is uploaded or replaced, so no page render pays for it.
 *
 * The colour is the shade most of the picture has (dominantShade). Pictures with see-through parts
 * get none: a colour behind a logo's transparent corners would still show once it has loaded.
 */

const FILE_UID = "plugin::upload.file";
const PLACEHOLDER_ATTRIBUTE = "placeholderColour";
const SAMPLE_WIDTH = 64;
const FETCH_TIMEOUT_MS = 10_000;

/** `#rrggbb` of an opaque raster picture, null for anything else (SVG, video, transparency, unreadable bytes). */
export async function placeholderColourOf(source: Buffer | string): Promise<string | null> {
  try {
    const { data, info } = await sharp(source, { failOn: "error" })
      .resize({ width: SAMPLE_WIDTH, withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return dominantShade(data, info.channels);
  } catch {
    return null;
  }
}

/**
 * The pixels are sorted into 16 levels a channel, as sharp's own `dominant` does, and the answer is
 * the average of the fullest level's pixels. sharp answers with the middle of that level instead,
 * which turns a beige photograph pink (#f4eee8 becomes #f8e8e8).
 */
type Level = { pixels: number; red: number; green: number; blue: number };

function dominantShade(rgba: Buffer, channels: number): string | null {
  const counts = new Map<number, Level>();
  for (let offset = 0; offset < rgba.length; offset += channels) {
    if (rgba[offset + 3] !== 255) return null;
    const [red = 0, green = 0, blue = 0] = rgba.subarray(offset, offset + 3);
    const level = ((red >> 4) << 8) | ((green >> 4) << 4) | (blue >> 4);
    const bin = counts.get(level) ?? { pixels: 0, red: 0, green: 0, blue: 0 };
    bin.pixels += 1;
    bin.red += red;
    bin.green += green;
    bin.blue += blue;
    counts.set(level, bin);
  }
  let fullest: Level | undefined;
  for (const bin of counts.values()) if (!fullest || bin.pixels > fullest.pixels) fullest = bin;
  if (!fullest) return null;
  const { pixels, red, green, blue } = fullest;
  return `#${[red, green, blue]
    .map((sum) =>
      Math.round(sum / pixels)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

type FileValues = { url?: unknown; mime?: unknown; filepath?: unknown; [PLACEHOLDER_ATTRIBUTE]?: unknown };

const isRaster = (mime: unknown) => typeof mime === "string" && mime.startsWith("image/") && !mime.includes("svg");

/**
 * The bytes of a stored file: the upload's own temporary file while it is being saved, then the
 * public folder (the local provider) or the file's web address (a cloud provider).
 */
async function bytesOf(strapi: Core.Strapi, file: FileValues): Promise<Buffer | string | null> {
  if (typeof file.filepath === "string") return file.filepath;
  if (typeof file.url !== "string") return null;
  if (file.url.startsWith("/")) {
    const publicDir = strapi.dirs.static.public;
    const local = path.resolve(publicDir, `.${decodeURIComponent(file.url)}`);
    return local.startsWith(publicDir + path.sep) ? readFile(local) : null;
  }
  const response = await fetch(file.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
}

async function colourOfFile(strapi: Core.Strapi, file: FileValues): Promise<string | null> {
  if (!isRaster(file.mime)) return null;
  try {
    const bytes = await bytesOf(strapi, file);
    return bytes === null ? null : await placeholderColourOf(bytes);
  } catch (error) {
    strapi.log.warn(`[media] no placeholder colour for ${String(file.url)}: ${(error as Error).message}`);
    return null;
  }
}

/** The file model gains the attribute; not editable in the Media Library, whose form lists its own fields. */
export function addPlaceholderAttribute(strapi: Core.Strapi): void {
  const file = strapi.contentType(FILE_UID);
  file.attributes = {
    ...file.attributes,
    [PLACEHOLDER_ATTRIBUTE]: { type: "string", configurable: false },
  };
}

/** Every upload and every replaced file gets its colour before it is saved; an edit of its name or alt keeps it. */
export function colourUploads(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [FILE_UID],
    async beforeCreate(event) {
      const data = event.params.data as FileValues;
      data[PLACEHOLDER_ATTRIBUTE] = await colourOfFile(strapi, data);
    },
    async beforeUpdate(event) {
      const data = event.params.data as FileValues;
      if (data.url === undefined) return;
      data[PLACEHOLDER_ATTRIBUTE] = await colourOfFile(strapi, data);
    },
  });
}

/**
 * Files uploaded before the CMS computed colours get theirs at the next start. Pictures with
 * transparency are looked at again on each start (there are few, and a look takes milliseconds).
 */
export async function colourEarlierUploads(strapi: Core.Strapi): Promise<number> {
  const files = (await strapi.db.query(FILE_UID).findMany({
    where: { [PLACEHOLDER_ATTRIBUTE]: null, mime: { $startsWith: "image/" } },
    select: ["id", "url", "mime"],
  })) as (FileValues & { id: number })[];
  let coloured = 0;
  for (const file of files) {
    const colour = await colourOfFile(strapi, file);
    if (colour === null) continue;
    await strapi.db.query(FILE_UID).update({ where: { id: file.id }, data: { [PLACEHOLDER_ATTRIBUTE]: colour } });
    coloured += 1;
  }
  return coloured;
}
