import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { COLUMN_WIDTH, ResponsiveImage } from "../../ui/ResponsiveImage";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { ProductBenefitsBlock } from "./schema";

/** What the set includes: a ticked list (or, with the paragraph flag, plain paragraphs) beside a product image, on a texture. */
export function ProductBenefits({ block, isFirst }: BlockProps<ProductBenefitsBlock>) {
  return (
    <BlockSection
      name="product-benefits"
      backgroundColour={block.backgroundColour}
      backgroundImage={block.backgroundImage}
      heading={block.heading}
      isFirst={isFirst}
    >
      <div className="split">
        <div>
          {block.benefitsParagraph ? (
            <div className="product-benefits__paragraphs">
              {block.benefits.map((benefit, index) => (
                <p key={index}>{benefit}</p>
              ))}
            </div>
          ) : (
            <ul className="ticks">
              {block.benefits.map((benefit, index) => (
                <li key={index}>{benefit}</li>
              ))}
            </ul>
          )}
          {hasHref(block.button) ? <ButtonLink button={block.button} /> : null}
        </div>
        {block.image ? (
          <ResponsiveImage
            media={block.image}
            sizes={`(min-width: 992px) 50vw, ${COLUMN_WIDTH}`}
            className="split__image"
            priority={isFirst}
          />
        ) : null}
      </div>
    </BlockSection>
  );
}
