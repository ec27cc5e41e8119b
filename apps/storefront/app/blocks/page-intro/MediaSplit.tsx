import type { ReactNode } from "react";
import type { Media } from "../../model/media";
import { COLUMN_WIDTH, ResponsiveImage } from "../../ui/ResponsiveImage";

type MediaSplitProps = {
  image: Media | null;
  /** The first block's image is above the fold: it loads eagerly. */
  isFirst: boolean;
  /** Put the image before the text on wide screens. */
  imageFirst?: boolean;
  children: ReactNode;
};

/** Text beside an image from 992 px, the image under the text below that; text alone when there is no image. */
export function MediaSplit({ image, isFirst, imageFirst = false, children }: MediaSplitProps) {
  if (!image) return <div className="media-split__text">{children}</div>;
  return (
    <div className={imageFirst ? "split media-split media-split--image-first" : "split media-split"}>
      <div className="media-split__text">{children}</div>
      <ResponsiveImage
        media={image}
        sizes={`(min-width: 992px) 36rem, ${COLUMN_WIDTH}`}
        className="split__image"
        priority={isFirst}
      />
    </div>
  );
}
