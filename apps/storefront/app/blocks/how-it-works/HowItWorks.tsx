import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { COLUMN_IMAGE_SIZES } from "../columns";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { HowItWorksBlock } from "./schema";

/** Numbered steps with illustrations; the numbers come from the ordered list itself. */
export function HowItWorks({ block, isFirst }: BlockProps<HowItWorksBlock>) {
  return (
    <BlockSection
      name="how-it-works"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      <ol className="columns steps">
        {block.steps.map((step, index) => (
          <li key={index} className="columns__item steps__item">
            {step.image ? (
              <ResponsiveImage media={step.image} sizes={COLUMN_IMAGE_SIZES} className="columns__image" />
            ) : null}
            <h3>{step.heading}</h3>
            {step.text ? <p>{step.text}</p> : null}
          </li>
        ))}
      </ol>
      {hasHref(block.button) ? <ButtonLink button={block.button} className="block__action" /> : null}
    </BlockSection>
  );
}
