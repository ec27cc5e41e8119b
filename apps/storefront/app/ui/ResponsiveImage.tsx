import type { Media } from "../model/media";
import { fixedSlotWidth, imageSource, srcSetOf } from "../images/rendition";

/**
 * A picture as wide as the page's column below the desktop layout: the window less the 1.5rem
 * (`--space-3`) a side that blocks and the article header keep (styles/blocks.css, editorial.css).
 * "100vw" there would send a 3× phone of 390 px the 1600-pixel file for a 1026-pixel box.
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

/**
 * An image with intrinsic width/height (no layout shift), a srcset of the picture route's widths its
 * slot asks for (images/rendition.ts), and its placeholder colour in its box until it has loaded (a
 * shopper on a slow phone sees the hero's colours at once rather than an empty band).
 */
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
