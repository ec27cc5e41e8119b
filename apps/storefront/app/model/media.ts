import { FILE_VERSION_PATTERN } from "@bedsmade/form-rules";
import { z } from "zod";

/**
 * Where a file may be loaded from: a web address or a path on the content service. flattenStrapi has
 * already made Strapi's paths absolute, so a `javascript:` or `data:` address here came from a hostile
 * entry and must not reach an `src` or `href`.
 */
export function isWebAddress(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const webAddress = z.string().min(1).refine(isWebAddress, "must be a web address (http or https)");

/**
 * Where the CMS keeps its own media library, and what a file name there may look like: Strapi's hash
 * and extension, nothing that could climb out of the folder.
 */
export const LIBRARY_PATH = "/uploads/";
export const LIBRARY_NAME = /^[\w-]+(\.[\w-]+)*$/;

/** A file's name in the CMS's own library (Strapi's local provider), or null for a file kept elsewhere. */
function libraryNameOf(file: { url: string; provider?: string | null; hash?: string | null; ext?: string | null }) {
  if (file.provider !== "local" || !file.hash || !file.ext) return null;
  const name = `${file.hash}${file.ext}`;
  const path = new URL(file.url, "http://library.path").pathname;
  return LIBRARY_NAME.test(name) && path === `${LIBRARY_PATH}${name}` ? name : null;
}

export const media = z
  .object({
    url: webAddress,
    // Only ever used to name a file of the library: a field of another shape costs that, not the picture.
    provider: z.string().nullish().catch(null),
    hash: z.string().nullish().catch(null),
    ext: z.string().nullish().catch(null),
    alternativeText: z.string().nullish(),
    width: z.number().int().positive().nullish(),
    height: z.number().int().positive().nullish(),
    mime: z.string(),
    // Worked out by the CMS when the file was uploaded (services/cms/src/media/placeholder-colour.ts);
    // it lands in a style attribute, so anything but #rrggbb is dropped rather than trusted.
    placeholderColour: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i)
      .nullish()
      .catch(null),
    // Worked out by the CMS from the file's bytes (services/cms/src/media/file-facts.ts); it lands in the
    // picture's address, so anything else is dropped and the address goes without it.
    fileVersion: z.string().regex(FILE_VERSION_PATTERN).nullish().catch(null),
  })
  .transform((file) => ({
    url: file.url,
    /** Its name in the CMS's own media library, where the picture route finds it by name alone; null elsewhere. */
    libraryName: libraryNameOf(file),
    /** Alternative text; empty for decorative images. */
    alt: file.alternativeText ?? "",
    width: file.width ?? null,
    height: file.height ?? null,
    mime: file.mime,
    /** What the picture's box shows while it loads; null for pictures with see-through parts and for SVG. */
    colour: file.placeholderColour ?? null,
    /** The version of its bytes, which lets a browser keep its picture address for good; null when the CMS has none. */
    version: file.fileVersion ?? null,
  }));
export type Media = z.output<typeof media>;

/**
 * An optional picture with a hostile address is left out (and logged) rather than costing the whole
 * block or shell part its text; a required one fails its entry, which normalise reports and skips.
 */
export const optionalMedia = z
  .preprocess((value) => {
    const address = typeof value === "object" && value !== null ? (value as { url?: unknown }).url : undefined;
    const hostile = typeof address === "string" && !isWebAddress(address) ? address : undefined;
    if (hostile === undefined) return value;
    console.warn(`[content] dropped a media file whose address is not a web address: ${String(hostile).slice(0, 80)}`);
    return null;
  }, media.nullish())
  .transform((value) => value ?? null);
