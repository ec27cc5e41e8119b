import { COLUMN_WIDTH, ResponsiveImage } from "../../ui/ResponsiveImage";
import { RichText } from "../../ui/RichText";
import type { BlockProps } from "../block-props";
import type { BlogTwoColumnBlock } from "./schema";

/** Prose beside a picture in an article body; its heading is an h2 under the article's own h1. */
export function BlogTwoColumn({ block, isFirst }: BlockProps<BlogTwoColumnBlock>) {
  const imageFirst = block.imagePosition === "left";
  return (
    <section className={`article-block article-two-column${imageFirst ? " article-two-column--image-left" : ""}`}>
      <div className="article-two-column__text">
        {block.heading ? <h2>{block.heading}</h2> : null}
        <RichText html={block.text} />
      </div>
      {block.image ? (
        <ResponsiveImage
          media={block.image}
          sizes={`(min-width: 992px) 36rem, ${COLUMN_WIDTH}`}
          className="article-two-column__image"
          priority={isFirst}
        />
      ) : null}
    </section>
  );
}
