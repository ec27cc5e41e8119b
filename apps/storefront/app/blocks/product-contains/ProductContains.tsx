import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import { MediaSplit } from "../page-intro/MediaSplit";
import type { ProductContainsBlock } from "./schema";

/** What is in the box: one tile per piece of the set, beside a picture of the whole set. */
export function ProductContains({ block, isFirst }: BlockProps<ProductContainsBlock>) {
  return (
    <BlockSection
      name="product-contains"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      <MediaSplit image={block.image} isFirst={isFirst} imageFirst>
        {block.text ? <RichText html={block.text} className="block__lead" /> : null}
        <ul className="product-contains__items" role="list">
          {block.items.map((item) => (
            <li key={item.heading} className="product-contains__item">
              {item.image ? (
                <ResponsiveImage media={item.image} sizes="3.5rem" className="product-contains__icon" decorative />
              ) : null}
              <div>
                <h3>{item.heading}</h3>
                {item.text ? <p>{item.text}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </MediaSplit>
    </BlockSection>
  );
}
