import type { Media } from "../model/media";
import { COLUMN_WIDTH, ResponsiveImage } from "../ui/ResponsiveImage";

/** Never over 20rem, which a 368 px phone already gives; "80vw" sent a tablet twice the pixels. */
const COLUMN_IMAGE_SIZES = `(min-width: 368px) 20rem, ${COLUMN_WIDTH}`;

/** Pictures drawn this narrow or narrower are icons: line drawings meant to be seen small. */
const ICON_MAX_WIDTH = 64;
const ICON_SIZES = "4rem";

/** An icon stays icon-sized: a 24-pixel line icon spread over 20rem became a heavy black shape. */
export function ColumnImage({ media }: { media: Media }) {
  const icon = media.width !== null && media.width <= ICON_MAX_WIDTH;
  return icon ? (
    <ResponsiveImage media={media} sizes={ICON_SIZES} className="columns__image columns__image--icon" />
  ) : (
    <ResponsiveImage media={media} sizes={COLUMN_IMAGE_SIZES} className="columns__image" />
  );
}
