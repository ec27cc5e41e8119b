import { ResponsiveImage } from "../../ui/ResponsiveImage";
import type { BlockProps } from "../block-props";
import { Caption } from "./Caption";
import type { BlogGalleryBlock } from "./schema";

/** A grid of pictures in an article body, with one caption for all; nothing when it has no pictures. */
export function BlogGallery({ block, isFirst }: BlockProps<BlogGalleryBlock>) {
  if (block.images.length === 0) return null;
  return (
    <figure className="article-block article-figure">
      <ul className="article-gallery" role="list">
        {block.images.map((image, index) => (
          <li key={`${image.url}-${index}`}>
            <ResponsiveImage
              media={image}
              sizes="(min-width: 992px) 24rem, (min-width: 576px) 50vw, 100vw"
              className="article-gallery__image"
              priority={isFirst && index === 0}
            />
          </li>
        ))}
      </ul>
      <Caption text={block.caption} />
    </figure>
  );
}
