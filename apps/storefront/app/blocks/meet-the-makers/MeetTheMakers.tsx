import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import { ExpertList } from "../experts/ExpertList";
import type { BlockProps } from "../block-props";
import type { MeetTheMakersBlock } from "./schema";

/**
 * The people behind the sheets, over the workshop picture; the block's
 * colour shows while the picture loads, or instead of it when there is none.
 */
export function MeetTheMakers({ block, isFirst }: BlockProps<MeetTheMakersBlock>) {
  return (
    <BlockSection
      name="meet-the-makers"
      backgroundColour={block.backgroundColour}
      backgroundImage={block.backgroundImage}
      heading={block.heading}
      tagline={block.tagline}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      <ExpertList experts={block.experts} />
      {hasHref(block.button) ? <ButtonLink button={block.button} className="block__action" /> : null}
    </BlockSection>
  );
}
