import { RichText } from "../../ui/RichText";
import type { BlockProps } from "../block-props";
import type { BlogRichTextBlock } from "./schema";

/* Under the article's or page's own h1: headings are h2 wherever they stand, and first only loads images eagerly. */

export function BlogRichText({ block }: BlockProps<BlogRichTextBlock>) {
  return (
    <section className="article-block">
      <RichText html={block.text} className="article-block__text" />
    </section>
  );
}
