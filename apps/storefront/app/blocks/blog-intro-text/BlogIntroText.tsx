import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import { useSelectedCategoryForIntro } from "../blog-listing/blog-category";
import type { BlogIntroTextBlock } from "./schema";

/** The blog's heading: the default copy, or the chosen category's label and tagline. */
export function BlogIntroText({ block, isFirst }: BlockProps<BlogIntroTextBlock>) {
  const { section } = useSelectedCategoryForIntro();
  if (section) {
    return (
      <BlockSection name="blog-intro" backgroundColour="neutral-1" heading={section.label} isFirst={isFirst}>
        {section.tagline ? <p className="block__lead">{section.tagline}</p> : null}
      </BlockSection>
    );
  }
  return (
    <BlockSection name="blog-intro" backgroundColour="neutral-1" heading={block.heading} isFirst={isFirst}>
      <RichText html={block.text} className="block__lead" />
    </BlockSection>
  );
}
