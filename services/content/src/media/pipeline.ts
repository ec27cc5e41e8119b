import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import type { MediaItem } from "../seed/media-library.js";
import { bytesToKilobytes, hashPrefix, mimeFor, uploadPath } from "./naming.js";

/** Bump when the generated output changes, so cached files made by an older pipeline are redone. */
const PIPELINE_VERSION = "1";
const WEBP_QUALITY = 82;

const formatSchema = z.object({
  name: z.string(),
  hash: z.string(),
  ext: z.string(),
  mime: z.string(),
  width: z.number(),
  height: z.number(),
  size: z.number(),
});
const generatedSchema = z.object({
  name: z.string(),
  hash: z.string(),
  ext: z.string(),
  mime: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  size: z.number(),
  formats: z.record(z.string(), formatSchema).nullable(),
});
export type GeneratedFormat = z.infer<typeof formatSchema>;
export type GeneratedMedia = z.infer<typeof generatedSchema>;

// Strapi's responsive breakpoints, in the order its responses list them after the thumbnail.
const breakpoints = [
  ["large", 1000],
  ["medium", 750],
  ["small", 500],
] as const;
const thumbnailBox = { width: 245, height: 156 };

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

async function writeUpload(dataDir: string, hash: string, ext: string, bytes: Buffer): Promise<void> {
  const target = path.join(uploadsDir(dataDir), uploadPath(hash, ext).replace(/^\/uploads\//, ""));
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, target);
}

async function makeFormat(
  dataDir: string,
  source: Buffer,
  key: string,
  base: { name: string; hash: string },
  box: { width: number; height: number },
): Promise<GeneratedFormat> {
  const { data, info } = await sharp(source)
    .resize({ ...box, fit: "inside" })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  const format = {
    name: `${key}_${base.name}`,
    hash: `${key}_${base.hash}`,
    ext: ".webp",
    mime: "image/webp",
    width: info.width,
    height: info.height,
    size: bytesToKilobytes(data.length),
  };
  await writeUpload(dataDir, format.hash, format.ext, data);
  return format;
}

async function rasterise(dataDir: string, item: MediaItem, svg: Buffer, hash: string): Promise<GeneratedMedia> {
  // density 72 renders the SVG at its own width/height in pixels.
  const { data, info } = await sharp(svg, { density: 72 }).webp({ quality: WEBP_QUALITY }).toBuffer({
    resolveWithObject: true,
  });
  const name = `${path.basename(item.file, path.extname(item.file))}.webp`;
  await writeUpload(dataDir, hash, ".webp", data);
  const formats: Record<string, GeneratedFormat> = {};
  const base = { name, hash };
  if (info.width > thumbnailBox.width || info.height > thumbnailBox.height) {
    formats.thumbnail = await makeFormat(dataDir, data, "thumbnail", base, thumbnailBox);
  }
  for (const [key, size] of breakpoints) {
    if (size < info.width || size < info.height) {
      formats[key] = await makeFormat(dataDir, data, key, base, { width: size, height: size });
    }
  }
  return {
    name,
    hash,
    ext: ".webp",
    mime: "image/webp",
    width: info.width,
    height: info.height,
    size: bytesToKilobytes(data.length),
    formats: Object.keys(formats).length > 0 ? formats : null,
  };
}

async function passThrough(dataDir: string, item: MediaItem, bytes: Buffer, hash: string): Promise<GeneratedMedia> {
  const ext = path.extname(item.file).toLowerCase();
  const mime = mimeFor(ext);
  let width: number | null = null;
  let height: number | null = null;
  if (mime.startsWith("image/")) {
    const metadata = await sharp(bytes).metadata();
    width = metadata.width ?? null;
    height = metadata.height ?? null;
  }
  await writeUpload(dataDir, hash, ext, bytes);
  return { name: item.file, hash, ext, mime, width, height, size: bytesToKilobytes(bytes.length), formats: null };
}

function contentHash(item: MediaItem, bytes: Buffer): string {
  const digest = createHash("sha256").update(`${PIPELINE_VERSION}:${item.output}:`).update(bytes).digest("hex");
  return `${hashPrefix(item.file)}_${digest.slice(0, 10)}`;
}

async function readCached(dataDir: string, manifest: string): Promise<GeneratedMedia | undefined> {
  try {
    const cached = generatedSchema.parse(JSON.parse(await readFile(manifest, "utf8")));
    await stat(path.join(uploadsDir(dataDir), cached.hash, `${cached.hash}${cached.ext}`));
    return cached;
  } catch {
    return undefined;
  }
}

/**
 * Turns one media-library item into its upload files under dataDir/uploads. The result is
 * cached by content hash in dataDir/media-cache, so unchanged files are not redone on restart.
 */
export async function generateMedia(seedDir: string, dataDir: string, item: MediaItem): Promise<GeneratedMedia> {
  const bytes = await readFile(path.join(seedDir, "media", item.file));
  const hash = contentHash(item, bytes);
  const manifest = path.join(dataDir, "media-cache", `${hash}.json`);
  const cached = await readCached(dataDir, manifest);
  if (cached) return cached;
  const generated =
    item.output === "webp" ? await rasterise(dataDir, item, bytes, hash) : await passThrough(dataDir, item, bytes, hash);
  await mkdir(path.dirname(manifest), { recursive: true });
  await writeFile(manifest, JSON.stringify(generated, null, 2));
  return generated;
}
