import { COLUMN_WIDTH, ResponsiveImage } from "../../ui/ResponsiveImage";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { ExpertsProcessBlock } from "./schema";

/** How an order moves through the workroom, as numbered steps beside a picture of the workroom. */
export function ExpertsProcess({ block, isFirst }: BlockProps<ExpertsProcessBlock>) {
  return (
    <BlockSection
      name="experts-process"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      <div className={block.image ? "experts-process__layout" : undefined}>
        <ol className="experts-process__steps">
          {block.steps.map((step) => (
            <li key={step.heading} className="experts-process__step">
              {step.image ? (
                <ResponsiveImage media={step.image} sizes="4rem" className="experts-process__icon" decorative />
              ) : null}
              <div>
                <h3>{step.heading}</h3>
                {step.text ? <p>{step.text}</p> : null}
              </div>
            </li>
          ))}
        </ol>
        {block.image ? (
          <ResponsiveImage
            media={block.image}
            sizes={`(min-width: 992px) 30rem, ${COLUMN_WIDTH}`}
            className="experts-process__image"
            priority={isFirst}
          />
        ) : null}
      </div>
    </BlockSection>
  );
}
