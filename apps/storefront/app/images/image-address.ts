import type { Media } from "../model/media.js";

/**
 * The address of a CMS picture on the storefront's own picture route: one home for its shape, read by
 * the route (image-route.server.ts) and written by the components (rendition.ts).
 *
 * Pictures are served from the page's origin, resized and in the best format the browser takes,
 * because a phone then needs no second connection before the hero and downloads fewer bytes beside
 * the stylesheet (bench/REPORT.md).
 */
export const IMAGE_ROUTE = "/_image";

/**
 * The widths the route makes, besides the file's own. A closed list, so a request cannot ask for a
 * new encoding at will; 750 is a phone's full-width picture at its usual pixel density.
 */
export const IMAGE_WIDTHS = [320, 480, 750, 1080, 1600, 2400] as const;

/**
 * The narrower widths for fixed slots a few dozen pixels wide (an icon, a thumbnail of "3rem"): a
 * drawing drawn as pixels, or a photograph's srcset for such a slot. A fluid slot's srcset does
 * without them.
 */
export const SLOT_WIDTHS = [72, 144, 240] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number] | (typeof SLOT_WIDTHS)[number];
/** Every width the route makes, narrowest first. */
export const ROUTE_WIDTHS: readonly ImageWidth[] = [...SLOT_WIDTHS, ...IMAGE_WIDTHS];

export const DRAWING = "image/svg+xml";
/** Served as they are unless a width is asked for: a drawing then becomes pixels; an animation would lose its frames. */
export const KEPT_AS_THEY_ARE: ReadonlySet<string> = new Set([DRAWING, "image/gif"]);

/** A picture as its address needs it: where the file is, its name if it is in the CMS's own library, its version. */
export type PictureFile = Pick<Media, "url" | "libraryName" | "version">;

/**
 * Without `width` the file keeps its own size. The path ends in the file's own name, so a saved
 * picture, the browser's tools and Lighthouse (which knows a drawing by its `.svg`) see what it is.
 * A file of the CMS's own library needs nothing more, the route knows where the library is; a file
 * kept elsewhere (a media origin of CONTENT_MEDIA_ORIGINS) carries its whole address in `src`. The
 * shorter form keeps the home page's document under the 14.6 KB a phone's connection delivers in
 * its first round trip (bench/REPORT.md). The file's version, when the CMS knows it, is `v`: the
 * route lets browsers keep an address whose version it has checked for good (image-route.server.ts).
 */
export function imageAddress(file: PictureFile, width?: ImageWidth): string {
  return imageAddressesOf(file)(width);
}

/** One file's addresses at each width, its name and query worked out once (a srcset asks for six). */
export function imageAddressesOf(file: PictureFile): (width?: ImageWidth) => string {
  const query = new URLSearchParams();
  if (typeof file.libraryName !== "string") query.set("src", file.url);
  if (file.version !== null) query.set("v", file.version);
  const name = typeof file.libraryName === "string" ? file.libraryName : encodeURIComponent(fileNameOf(file.url));
  const own = query.size > 0 ? `${IMAGE_ROUTE}/${name}?${query.toString()}` : `${IMAGE_ROUTE}/${name}`;
  const widthAt = query.size > 0 ? "&w=" : "?w=";
  return (width) => (width === undefined ? own : `${own}${widthAt}${width}`);
}

/** The last segment of an address's path: `hero.webp` for `http://cms/uploads/hero.webp`. */
export function fileNameOf(source: string): string {
  const last = new URL(source, "http://file.name").pathname.split("/").pop() || "picture";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
