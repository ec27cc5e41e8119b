import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import { ExpertList } from "./ExpertList";
import type { BlockProps } from "../block-props";
import type { ExpertProfiles2Block } from "../expert-profiles-2/schema";
import type { ExpertsBlock } from "./schema";

type ExpertsProps = BlockProps<ExpertsBlock> | BlockProps<ExpertProfiles2Block>;

/** A row (experts) or grid (expert profiles 2) of the makers, with an optional link to the experts page. */
export function Experts({ block, isFirst }: ExpertsProps) {
  const button = "button" in block ? block.button : null;
  return (
    <BlockSection name="experts" backgroundColour={block.backgroundColour} heading={block.heading} isFirst={isFirst}>
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      <ExpertList experts={block.experts} />
      {hasHref(button) ? <ButtonLink button={button} className="block__action" /> : null}
    </BlockSection>
  );
}
