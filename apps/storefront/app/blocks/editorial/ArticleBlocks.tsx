import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { RichText } from "../../ui/RichText";
import type { BlockProps } from "../registry";

/*
 * The blocks an article's body is made of (also used by /terms and /privacy). They sit under the
 * article's or page's own h1, so their headings are h2 whatever their position; being first only
 * makes their images load eagerly.
 */

export function BlogRichText({ block }: BlockProps<"blocks.blog-rich-text">) {
  return (
    <section className="article-block">
      <RichText html={block.text} className="article-block__text" />
    </section>
  );
}

export function BlogTwoColumn({ block, isFirst }: BlockProps<"blocks.blog-two-column">) {
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
          sizes="(min-width: 992px) 36rem, 100vw"
          className="article-two-column__image"
          priority={isFirst}
        />
      ) : null}
    </section>
  );
}

function Caption({ text }: { text: string | null }) {
  return text ? <figcaption className="article-figure__caption">{text}</figcaption> : null;
}

export function BlogFullWidthImage({ block, isFirst }: BlockProps<"blocks.blog-full-width-image">) {
  return (
    <figure className="article-block article-figure article-figure--full">
      <ResponsiveImage media={block.image} sizes="100vw" className="article-figure__image" priority={isFirst} />
      <Caption text={block.caption} />
    </figure>
  );
}

export function BlogGallery({ block, isFirst }: BlockProps<"blocks.blog-gallery">) {
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
