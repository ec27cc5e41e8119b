import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import { MediaSplit } from "../page-intro/MediaSplit";
import type { ExpertsAboutBlock } from "./schema";
import type { MeasureAboutBlock } from "../measure-about/schema";

type StoryProps = BlockProps<ExpertsAboutBlock> | BlockProps<MeasureAboutBlock>;

/** A longer piece of prose beside an illustration: the brand story (experts about) or why measuring matters (measure about). */
export function StoryBlock({ block, isFirst }: StoryProps) {
  const tagline = "tagline" in block ? block.tagline : null;
  const button = "button" in block ? block.button : null;
  const name = block.component === "blocks.experts-about" ? "experts-about" : "measure-about";
  return (
    <BlockSection
      name={name}
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      tagline={tagline}
      isFirst={isFirst}
    >
      <MediaSplit image={block.image} isFirst={isFirst}>
        {block.text ? <RichText html={block.text} className="story__text" /> : null}
        {hasHref(button) ? <ButtonLink button={button} className="block__action" /> : null}
      </MediaSplit>
    </BlockSection>
  );
}
