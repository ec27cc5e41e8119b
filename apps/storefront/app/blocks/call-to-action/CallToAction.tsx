import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { CallToActionBlock } from "./schema";

/** A closing heading and button. */
export function CallToAction({ block, isFirst }: BlockProps<CallToActionBlock>) {
  return (
    <BlockSection
      name="call-to-action"
      backgroundColour={block.backgroundColour}
      backgroundImage={block.backgroundImage}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} /> : null}
      {hasHref(block.button) ? <ButtonLink button={block.button} /> : null}
    </BlockSection>
  );
}
