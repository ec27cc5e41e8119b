import { LIBRARY_NAME, LIBRARY_PATH } from "../model/media.js";
import { fileNameOf } from "./image-address.js";

/** Where the route may fetch a picture from: the CMS's own uploads, and the media origins beside it. */
export type PictureOrigins = { library: string; sourceOrigins: readonly string[] };

/** The file a picture address names, as the route fetches it and keys its renditions, or why it is refused. */
export type PictureSource = { source: string } | { refused: string };

export const SOURCE_REFUSALS = {
  notServed: "This picture address is not one the shop serves.",
  withQuery: "A picture's address names its file alone, without a query or a fragment.",
} as const;

/** A first path segment that is a CMS's own API or admin, never a media file. */
const API_SEGMENTS = new Set(["api", "admin"]);

/** Percent-escapes of characters a path segment may hold as they are (RFC 3986 pchar), which encodeURIComponent adds. */
const NEEDLESS_ESCAPES = /%(?:24|26|2B|2C|3A|3B|3D|40)/gi;

/** A segment in one spelling whatever escapes it was sent with, or undefined when it could climb or is empty. */
function segmentOf(written: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(written);
  } catch {
    return undefined;
  }
  if (decoded === "" || decoded === "." || decoded === ".." || /[/\\]/.test(decoded)) return undefined;
  return encodeURIComponent(decoded).replace(NEEDLESS_ESCAPES, decodeURIComponent);
}

/**
 * The file a picture address names, in one spelling: what is fetched and the renditions' key, so
 * `/API/` and `/%61pi/` cannot slip past (docs/pictures.md, "One spelling per file").
 */
export function pictureSources({ library, sourceOrigins }: PictureOrigins) {
  const libraryOrigin = new URL(library).origin;
  const mediaOrigins = new Set(sourceOrigins.map((origin) => new URL(origin).origin));

  function normalised(src: string): PictureSource {
    if (/[?#]/.test(src)) return { refused: SOURCE_REFUSALS.withQuery };
    const url = new URL(src);
    const segments = url.pathname.split("/").slice(1).map(segmentOf);
    if (segments.some((segment) => segment === undefined) || API_SEGMENTS.has(segments[0]?.toLowerCase() ?? ""))
      return { refused: SOURCE_REFUSALS.notServed };
    const path = `/${segments.join("/")}`;
    const served = url.origin === libraryOrigin ? path.startsWith(LIBRARY_PATH) : mediaOrigins.has(url.origin);
    return served ? { source: `${url.origin}${path}` } : { refused: SOURCE_REFUSALS.notServed };
  }

  return (name: string | undefined, src: string | undefined): PictureSource => {
    if (name === undefined) return { refused: SOURCE_REFUSALS.notServed };
    if (src === undefined)
      return LIBRARY_NAME.test(name)
        ? { source: new URL(`${LIBRARY_PATH}${name}`, library).href }
        : { refused: SOURCE_REFUSALS.notServed };
    const found = normalised(src);
    return "source" in found && fileNameOf(found.source) !== name ? { refused: SOURCE_REFUSALS.notServed } : found;
  };
}
