import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { ColumnImage } from "../columns";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { HowItWorksBlock } from "./schema";

/** A heading the owner already numbered ("1. Measure") keeps its own number rather than gaining a second. */
const NUMBERED = /^\s*\d+\s*[.)]\s/;

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
          <li
            key={index}
            className={
              NUMBERED.test(step.heading)
                ? "columns__item steps__item steps__item--numbered"
                : "columns__item steps__item"
            }
          >
            {step.image ? <ColumnImage media={step.image} /> : null}
            <h3>{step.heading}</h3>
            {step.text ? <p>{step.text}</p> : null}
          </li>
        ))}
      </ol>
      {hasHref(block.button) ? <ButtonLink button={block.button} className="block__action" /> : null}
    </BlockSection>
  );
}
