import type { Media } from "../model/media";
import { COLUMN_WIDTH, ResponsiveImage } from "../ui/ResponsiveImage";

/**
 * The `sizes` of a picture in the shared `.columns` grid (styles/blocks.css): as wide as its column
 * but never over 20rem, which a phone 368 px wide (20rem and the blocks' 1.5rem a side) already gives it.
 * "80vw" sent a tablet twice the pixels its 20rem box shows.
 */
const COLUMN_IMAGE_SIZES = `(min-width: 368px) 20rem, ${COLUMN_WIDTH}`;

/** Pictures drawn this narrow or narrower are icons: line drawings meant to be seen small. */
const ICON_MAX_WIDTH = 64;
const ICON_SIZES = "4rem";

/**
 * A column's picture. An icon the owner picks for a column stays icon-sized: a 24-pixel line icon
 * spread over the column's 20rem became a heavy black shape that outweighed the words beside it.
 */
export function ColumnImage({ media }: { media: Media }) {
  const icon = media.width !== null && media.width <= ICON_MAX_WIDTH;
  return icon ? (
    <ResponsiveImage media={media} sizes={ICON_SIZES} className="columns__image columns__image--icon" />
  ) : (
    <ResponsiveImage media={media} sizes={COLUMN_IMAGE_SIZES} className="columns__image" />
  );
}
