import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import { MediaSplit } from "./MediaSplit";
import type { HowItWorksIntroBlock } from "../how-it-works-intro/schema";
import type { PageIntroBlock } from "./schema";

type IntroProps = BlockProps<PageIntroBlock> | BlockProps<HowItWorksIntroBlock>;

/** The opening band of a content page: its h1, a sub-heading, a few sentences, an optional button and an image. */
export function PageIntro({ block, isFirst }: IntroProps) {
  const button = "button" in block ? block.button : null;
  return (
    <BlockSection name="page-intro" backgroundColour={block.backgroundColour} heading={block.heading} isFirst={isFirst}>
      <MediaSplit image={block.image} isFirst={isFirst}>
        {block.subHeading ? <p className="page-intro__sub-heading">{block.subHeading}</p> : null}
        {block.text ? <RichText html={block.text} /> : null}
        {hasHref(button) ? <ButtonLink button={button} className="block__action" /> : null}
      </MediaSplit>
    </BlockSection>
  );
}
