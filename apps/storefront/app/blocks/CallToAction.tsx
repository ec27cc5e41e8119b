import { ButtonLink, hasHref } from "../ui/ButtonLink";
import { RichText } from "../ui/RichText";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./registry";

/** A closing heading and button (SPEC §2 "Page call-to-action"). */
export function CallToAction({ block, isFirst }: BlockProps<"blocks.call-to-action">) {
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
