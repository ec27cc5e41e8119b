import type { Media } from "../model/media";
import { fixedSlotWidth, imageSource, srcSetOf } from "../images/rendition";

/**
 * The column's width below the desktop layout: the window less `--space-3` a side (styles/blocks.css).
 * "100vw" would send a 390 px 3× phone the 1600-pixel file for a 1026-pixel box.
 */
export const COLUMN_WIDTH = "calc(100vw - 3rem)";

type ResponsiveImageProps = {
  media: Media;
  /** The CSS width the image is shown at, for the browser to pick a rendition. */
  sizes: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else waits. */
  priority?: boolean;
  /** Decorative images get an empty alt whatever the content says. */
  decorative?: boolean;
};

/** The placeholder colour fills the box until the picture loads: a slow phone sees colour, not a blank band. */
export function ResponsiveImage({
  media,
  sizes,
  className,
  priority = false,
  decorative = false,
}: ResponsiveImageProps) {
  const srcSet = srcSetOf(media, sizes);

  return (
    <img
      // Without a srcset (a drawing, a picture narrower than the route's widths) a fixed slot names the
      // width: a drawing is then served as pixels (images/rendition.ts).
      src={imageSource(media, srcSet ? undefined : fixedSlotWidth(sizes))}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={decorative ? "" : media.alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      style={media.colour === null ? undefined : { backgroundColor: media.colour }}
    />
  );
}
