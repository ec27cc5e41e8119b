import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileVersionOf } from "@bedsmade/form-rules";
import type { Core } from "@strapi/strapi";
import { placeholderColourOf } from "./placeholder-colour";

/**
 * `placeholderColour` and `fileVersion` are worked out from a picture's bytes once, on upload or
 * replace, so no page render pays for them.
 */

const FILE_UID = "plugin::upload.file";
const FETCH_TIMEOUT_MS = 10_000;

type FileValues = {
  url?: unknown;
  mime?: unknown;
  filepath?: unknown;
  placeholderColour?: unknown;
  fileVersion?: unknown;
};
type Facts = { placeholderColour: string | null; fileVersion: string | null };

const isPicture = (mime: unknown) => typeof mime === "string" && mime.startsWith("image/");
const isRaster = (mime: unknown) => isPicture(mime) && !String(mime).includes("svg");

/** Mid-upload the bytes are in the upload's temporary file; after, in the public folder or at a cloud address. */
async function bytesOf(strapi: Core.Strapi, file: FileValues): Promise<Buffer | null> {
  if (typeof file.filepath === "string") return readFile(file.filepath);
  if (typeof file.url !== "string") return null;
  if (file.url.startsWith("/")) {
    const publicDir = strapi.dirs.static.public;
    const local = path.resolve(publicDir, `.${decodeURIComponent(file.url)}`);
    return local.startsWith(publicDir + path.sep) ? readFile(local) : null;
  }
  const response = await fetch(file.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
}

/** A video or a document has neither; a file that cannot be read has neither, and is saved all the same. */
async function factsOf(strapi: Core.Strapi, file: FileValues): Promise<Facts> {
  if (!isPicture(file.mime)) return { placeholderColour: null, fileVersion: null };
  try {
    const bytes = await bytesOf(strapi, file);
    if (bytes === null) return { placeholderColour: null, fileVersion: null };
    return {
      placeholderColour: isRaster(file.mime) ? await placeholderColourOf(bytes) : null,
      fileVersion: await fileVersionOf(bytes),
    };
  } catch (error) {
    strapi.log.warn(`[media] could not read ${String(file.url)}: ${(error as Error).message}`);
    return { placeholderColour: null, fileVersion: null };
  }
}

/** The file model gains the attributes; run before the database is. */
export function addFileFacts(strapi: Core.Strapi): void {
  const file = strapi.contentType(FILE_UID);
  file.attributes = {
    ...file.attributes,
    placeholderColour: { type: "string", configurable: false },
    fileVersion: { type: "string", configurable: false },
  };
}

/** Every upload and every replaced file gets its facts before it is saved; an edit of its name or alt keeps them. */
export function recordFileFacts(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [FILE_UID],
    async beforeCreate(event) {
      Object.assign(event.params.data as FileValues, await factsOf(strapi, event.params.data as FileValues));
    },
    async beforeUpdate(event) {
      const data = event.params.data as FileValues;
      if (data.url === undefined) return;
      Object.assign(data, await factsOf(strapi, data));
    },
  });
}

/** Earlier uploads get these at the next start; colourless pictures are looked at again each start (few, milliseconds each). */
export async function completeEarlierUploads(strapi: Core.Strapi): Promise<{ coloured: number; versioned: number }> {
  const files = (await strapi.db.query(FILE_UID).findMany({
    where: { $or: [{ placeholderColour: null }, { fileVersion: null }], mime: { $startsWith: "image/" } },
    select: ["id", "url", "mime", "placeholderColour", "fileVersion"],
  })) as (FileValues & { id: number })[];
  const done = { coloured: 0, versioned: 0 };
  for (const file of files) {
    const facts = await factsOf(strapi, file);
    const learnt: Partial<Facts> = {};
    if (file.placeholderColour == null && facts.placeholderColour !== null) {
      learnt.placeholderColour = facts.placeholderColour;
      done.coloured += 1;
    }
    if (file.fileVersion == null && facts.fileVersion !== null) {
      learnt.fileVersion = facts.fileVersion;
      done.versioned += 1;
    }
    if (Object.keys(learnt).length > 0)
      await strapi.db.query(FILE_UID).update({ where: { id: file.id }, data: learnt });
  }
  return done;
}
