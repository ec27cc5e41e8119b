import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Core } from "@strapi/strapi";
import sharp from "sharp";
import { mediaPath, type SeedMedia } from "./seed-files";

/**
 * Through Strapi's upload service, so Strapi makes the responsive formats. `output: webp` items are
 * rasterised first: Strapi makes formats of raster images only.
 */
const WEBP_QUALITY = 82;

const MIME: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".mp4": "video/mp4",
  ".vtt": "text/vtt",
};

export async function uploadMedia(strapi: Core.Strapi, item: SeedMedia): Promise<number> {
  const source = mediaPath(item.file);
  const workDir = await mkdtemp(path.join(os.tmpdir(), "bedsmade-seed-"));
  try {
    let file = source;
    if (item.output === "webp") {
      file = path.join(workDir, `${path.parse(item.file).name}.webp`);
      await writeFile(file, await sharp(source).webp({ quality: WEBP_QUALITY }).toBuffer());
    }
    const ext = path.extname(file).toLowerCase();
    const [uploaded] = await strapi
      .plugin("upload")
      .service("upload")
      .upload({
        data: {
          fileInfo: {
            name: path.basename(file),
            alternativeText: item.alternativeText ?? null,
            caption: item.caption ?? null,
          },
        },
        files: {
          filepath: file,
          originalFilename: path.basename(file),
          mimetype: MIME[ext] ?? "application/octet-stream",
          size: (await stat(file)).size,
        },
      });
    return uploaded.id as number;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
