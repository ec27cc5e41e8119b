import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { ThreeColumnProductBlock } from "./schema";

/** Up to three product or offer cards; prices here are content copy, the shop prices the cart. */
export function ThreeColumnProduct({ block, isFirst }: BlockProps<ThreeColumnProductBlock>) {
  return (
    <BlockSection
      name="three-column-product"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.subHeading ? <p className="block__lead">{block.subHeading}</p> : null}
      <ul className="columns" role="list">
        {block.products.map((product, index) => (
          <li key={index} className="columns__item product-card">
            {product.image ? (
              <ResponsiveImage
                media={product.image}
                sizes="(min-width: 992px) 22rem, 90vw"
                className="product-card__image"
              />
            ) : null}
            <h3>{product.heading}</h3>
            {product.tagline ? <p className="product-card__tagline">{product.tagline}</p> : null}
            {product.text ? <p>{product.text}</p> : null}
            {product.priceNote ? <p className="product-card__price">{product.priceNote}</p> : null}
            {hasHref(product.button) ? <ButtonLink button={product.button} /> : null}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
