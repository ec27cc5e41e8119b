import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { BuyStepsBlock } from "./schema";

/** How buying works: the numbered, labelled steps of the purchase flow and what every set includes. */
export function BuySteps({ block, isFirst }: BlockProps<BuyStepsBlock>) {
  const ItemHeading = isFirst ? "h2" : "h3";
  return (
    <BlockSection name="buy-steps" backgroundColour="neutral-1" heading={block.heading} isFirst={isFirst}>
      <ol className="buy-steps__list" role="list">
        {block.steps.map((step, index) => (
          <li key={step.label} className="buy-steps__step">
            <p className="buy-steps__label">
              <span className="buy-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {step.label}
            </p>
            <ItemHeading className="buy-steps__heading">{step.heading}</ItemHeading>
            {step.text ? <p>{step.text}</p> : null}
          </li>
        ))}
      </ol>
      {block.inclusions.length > 0 ? (
        <ul className="columns buy-steps__inclusions" role="list">
          {block.inclusions.map((tile) => (
            <li key={tile.heading} className="columns__item">
              {tile.image ? (
                <ResponsiveImage
                  media={tile.image}
                  sizes="6rem"
                  className="buy-steps__inclusion-image"
                  decorative
                  priority={isFirst}
                />
              ) : null}
              <ItemHeading>{tile.heading}</ItemHeading>
              {tile.text ? <p>{tile.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  );
}
