import { ResponsiveImage } from "../../ui/ResponsiveImage";
import type { BlockProps } from "../block-props";
import { Caption } from "../blog-gallery/Caption";
import type { BlogFullWidthImageBlock } from "./schema";

/** A picture across an article's full width, with its caption. */
export function BlogFullWidthImage({ block, isFirst }: BlockProps<BlogFullWidthImageBlock>) {
  return (
    <figure className="article-block article-figure article-figure--full">
      <ResponsiveImage media={block.image} sizes="100vw" className="article-figure__image" priority={isFirst} />
      <Caption text={block.caption} />
    </figure>
  );
}
