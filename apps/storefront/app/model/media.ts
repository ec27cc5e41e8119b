import { FILE_VERSION_PATTERN } from "@bedsmade/form-rules";
import { z } from "zod";

/** Strapi's paths are already absolute here, so a `javascript:` or `data:` address came from a hostile entry. */
export function isWebAddress(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const webAddress = z.string().min(1).refine(isWebAddress, "must be a web address (http or https)");

/** A library file's name is Strapi's hash and extension: nothing that could climb out of the folder. */
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
    // From services/cms/src/media/placeholder-colour.ts; it lands in a style attribute, so only #rrggbb is kept.
    placeholderColour: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i)
      .nullish()
      .catch(null),
    // From services/cms/src/media/file-facts.ts; it lands in the picture's address, so anything else is dropped.
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

/** A hostile address costs the picture, not the block's text; a required picture fails its entry. */
export const optionalMedia = z
  .preprocess((value) => {
    const address = typeof value === "object" && value !== null ? (value as { url?: unknown }).url : undefined;
    const hostile = typeof address === "string" && !isWebAddress(address) ? address : undefined;
    if (hostile === undefined) return value;
    console.warn(`[content] dropped a media file whose address is not a web address: ${String(hostile).slice(0, 80)}`);
    return null;
  }, media.nullish())
  .transform((value) => value ?? null);
