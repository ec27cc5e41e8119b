import {
  IMAGE_WIDTHS,
  imageAddress,
  imageAddressesOf,
  KEPT_AS_THEY_ARE,
  type ImageWidth,
  type PictureFile,
} from "./image-address";
import type { Media } from "../model/media";

/** Drawings and animations are served as they are; only photographs are resized and re-encoded. */
function isResizable(file: Pick<Media, "mime" | "width">): file is Pick<Media, "mime"> & { width: number } {
  return file.width !== null && !KEPT_AS_THEY_ARE.has(file.mime);
}

/**
 * A picture's address for the places that take one, not a srcset (a video's poster, an icon): the
 * narrowest of the route's widths at least `width` wide, or the file's own size when it is not wider.
 */
export function imageSource(file: PictureFile & Pick<Media, "mime" | "width">, width?: number): string {
  const wanted =
    width !== undefined && isResizable(file)
      ? IMAGE_WIDTHS.find((each): each is ImageWidth => each >= width && each < file.width)
      : undefined;
  return imageAddress(file, wanted);
}

/** A srcset of the route's widths narrower than the file, then the file itself; undefined for a drawing. */
export function srcSetOf(file: PictureFile & Pick<Media, "mime" | "width">): string | undefined {
  if (!isResizable(file)) return undefined;
  const narrower = IMAGE_WIDTHS.filter((width) => width < file.width);
  if (narrower.length === 0) return undefined;
  const addressAt = imageAddressesOf(file);
  return [...narrower.map((width) => `${addressAt(width)} ${width}w`), `${addressAt()} ${file.width}w`].join(", ");
}
