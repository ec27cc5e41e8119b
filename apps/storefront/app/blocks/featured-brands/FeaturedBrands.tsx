import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { FeaturedBrandsBlock } from "./schema";

/** The "as seen in" strip; each logo's alt text is the publication's name. */
export function FeaturedBrands({ block, isFirst }: BlockProps<FeaturedBrandsBlock>) {
  return (
    <BlockSection
      name="featured-brands"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      <ul className="featured-brands__list" role="list">
        {block.brands.map((brand, index) => (
          <li key={index}>
            <ResponsiveImage
              media={{ ...brand.logo, alt: brand.name }}
              sizes="10rem"
              className="featured-brands__logo"
            />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
