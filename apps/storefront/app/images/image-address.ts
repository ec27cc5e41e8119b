import type { Media } from "../model/media.js";

/** Read by the route and written by rendition.ts; why the page's own origin: docs/pictures.md. */
export const IMAGE_ROUTE = "/_image";

/** Closed, so a request cannot ask for a new encoding at will; 750 is a phone's full width. */
export const IMAGE_WIDTHS = [320, 480, 750, 1080, 1600, 2400] as const;

/** For fixed slots a few dozen pixels wide (an icon, a "3rem" thumbnail); fluid slots do without. */
export const SLOT_WIDTHS = [72, 144, 240] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number] | (typeof SLOT_WIDTHS)[number];
/** Every width the route makes, narrowest first. */
export const ROUTE_WIDTHS: readonly ImageWidth[] = [...SLOT_WIDTHS, ...IMAGE_WIDTHS];

export const DRAWING = "image/svg+xml";
/** Served as they are unless a width is asked for: a drawing then becomes pixels; an animation would lose its frames. */
export const KEPT_AS_THEY_ARE: ReadonlySet<string> = new Set([DRAWING, "image/gif"]);

/** A picture as its address needs it: where the file is, its name if it is in the CMS's own library, its version. */
export type PictureFile = Pick<Media, "url" | "libraryName" | "version">;

/** Without `width`, the file's own size. Why the address has this shape: docs/pictures.md, "Picture addresses". */
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
