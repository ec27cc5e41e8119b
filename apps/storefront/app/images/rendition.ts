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

/** A slot sized for a 2× screen, drawn half as wide again, is as sharp on a 3× one as the SVG. */
const DRAWING_DENSITY = 1.5;

/** Only photographs get a srcset; a drawing is drawn at one width at most (imageSource), an animation kept whole. */
function isResizable(file: Pick<Media, "mime" | "width">): file is Pick<Media, "mime"> & { width: number } {
  return file.width !== null && !KEPT_AS_THEY_ARE.has(file.mime);
}

/**
 * For places that take one address, not a srcset (a video's poster, an icon). A drawing given a width
 * becomes pixels: docs/pictures.md, "Drawings shown as pixels".
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

/** A fixed slot's pixels on a 2× screen, as imageSource's callers count them; undefined when fluid. */
export function fixedSlotWidth(sizes: string): number | undefined {
  const slot = fixedSlot(sizes);
  return slot === undefined ? undefined : Math.ceil(slot * 2);
}

/** The screens a fixed slot's srcset is made for. */
const DENSITIES = [1, 2, 3] as const;

/** A fixed slot asks only for what fills it on each screen, so a "3rem" thumbnail never gets 320 pixels. */
function widthsFor(slot: number | undefined): readonly number[] {
  if (slot === undefined) return IMAGE_WIDTHS;
  const filling = DENSITIES.map((density) => ROUTE_WIDTHS.find((width) => width >= slot * density));
  return [...new Set(filling.map((width) => width ?? Number.POSITIVE_INFINITY))];
}

/** Undefined for a drawing, or a file no wider than the narrowest width (docs/pictures.md, "Widths and slots"). */
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
