import { RichText } from "../../ui/RichText";
import type { BlockProps } from "../block-props";
import type { BlogRichTextBlock } from "./schema";

/*
 * The blocks an article's body is made of (also used by /terms and /privacy) sit under the
 * article's or page's own h1, so their headings are h2 whatever their position; being first only
 * makes their images load eagerly.
 */

export function BlogRichText({ block }: BlockProps<BlogRichTextBlock>) {
  return (
    <section className="article-block">
      <RichText html={block.text} className="article-block__text" />
    </section>
  );
}
