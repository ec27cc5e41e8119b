import {
  DRAWING,
  IMAGE_WIDTHS,
  imageAddress,
  imageAddressesOf,
  KEPT_AS_THEY_ARE,
  ROUTE_WIDTHS,
  type PictureFile,
} from "./image-address";
import type { Media } from "../model/media";

/**
 * A drawing for a slot sized for a 2× screen is drawn half as wide again, so that it is as sharp on a
 * 3× one as the SVG was.
 */
const DRAWING_DENSITY = 1.5;

/** Only photographs get a srcset; a drawing is drawn at one width at most (imageSource), an animation kept whole. */
function isResizable(file: Pick<Media, "mime" | "width">): file is Pick<Media, "mime"> & { width: number } {
  return file.width !== null && !KEPT_AS_THEY_ARE.has(file.mime);
}

/**
 * A picture's address for the places that take one, not a srcset (a video's poster, an icon): the
 * narrowest of the route's widths at least `width` wide, or the file's own size when it is not wider.
 *
 * A drawing given a width is served as pixels at that width: each SVG a page shows as an `<img>` is a
 * document of its own for the browser to build on the page's main thread, 5–19 ms apiece on a fast
 * machine (bench/REPORT.md), where a bitmap is decoded off it.
 */
export function imageSource(file: PictureFile & Pick<Media, "mime" | "width">, width?: number): string {
  if (width !== undefined && file.mime === DRAWING) {
    const drawn = width * DRAWING_DENSITY;
    return imageAddress(file, ROUTE_WIDTHS.find((each) => each >= drawn) ?? ROUTE_WIDTHS[ROUTE_WIDTHS.length - 1]);
  }
  const wanted =
    width !== undefined && isResizable(file)
      ? IMAGE_WIDTHS.find((each) => each >= width && each < file.width)
      : undefined;
  return imageAddress(file, wanted);
}

/** CSS pixels in a rem: the browser's default text size, which the stylesheet keeps. */
const REM = 16;

/** The CSS pixels of a fixed slot (`sizes` of "2rem" or "48px", an icon's or a thumbnail's); undefined for a fluid one. */
function fixedSlot(sizes: string): number | undefined {
  const fixed = /^(\d+(?:\.\d+)?)(rem|px)$/.exec(sizes.trim());
  return fixed ? Number(fixed[1]) * (fixed[2] === "rem" ? REM : 1) : undefined;
}

/**
 * The pixels a fixed slot takes on a 2× screen, as the callers of imageSource count them; undefined
 * for a fluid one, which only a srcset can serve.
 */
export function fixedSlotWidth(sizes: string): number | undefined {
  const slot = fixedSlot(sizes);
  return slot === undefined ? undefined : Math.ceil(slot * 2);
}

/** The screens a fixed slot's srcset is made for. */
const DENSITIES = [1, 2, 3] as const;

/**
 * The route's widths a slot asks for: all of the photographs' widths for a fluid slot; for a fixed
 * one, the narrowest width that fills it on each of a 1×, 2× and 3× screen, so a thumbnail of "3rem"
 * is never sent as a 320-pixel picture. A screen no route width fills asks for the file itself.
 */
function widthsFor(slot: number | undefined): readonly number[] {
  if (slot === undefined) return IMAGE_WIDTHS;
  const filling = DENSITIES.map((density) => ROUTE_WIDTHS.find((width) => width >= slot * density));
  return [...new Set(filling.map((width) => width ?? Number.POSITIVE_INFINITY))];
}

/**
 * A srcset for a photograph in a slot of `sizes` (fluid when not given): the widths the slot asks for
 * that are narrower than the file, then the file itself where a screen needs all of it; undefined for a
 * drawing, or when the file is no wider than the narrowest width asked for.
 */
export function srcSetOf(file: PictureFile & Pick<Media, "mime" | "width">, sizes?: string): string | undefined {
  if (!isResizable(file)) return undefined;
  const slot = sizes === undefined ? undefined : fixedSlot(sizes);
  const wanted = widthsFor(slot);
  const narrower = ROUTE_WIDTHS.filter((width) => wanted.includes(width) && width < file.width);
  if (narrower.length === 0) return undefined;
  const addressAt = imageAddressesOf(file);
  const whole = slot === undefined || narrower.length < wanted.length ? [`${addressAt()} ${file.width}w`] : [];
  return [...narrower.map((width) => `${addressAt(width)} ${width}w`), ...whole].join(", ");
}
