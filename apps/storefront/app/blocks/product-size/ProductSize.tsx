import { ButtonLink, hasHref } from "../../ui/ButtonLink";
import { COLUMN_WIDTH, ResponsiveImage } from "../../ui/ResponsiveImage";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import { formatCentimetres } from "../format";
import { FindMySizeForm } from "./FindMySizeForm";
import { SizeTabs } from "./SizeTabs";
import type { ProductSizeBlock, SizeDimension } from "./schema";

function SizePanel({ size, eager }: { size: SizeDimension; eager: boolean }) {
  return (
    <div className="size-panel">
      {size.image ? (
        <ResponsiveImage
          media={size.image}
          // Beside the dimensions from 576px in a column of at most 20rem; above them, the column's width.
          sizes={`(min-width: 576px) 20rem, ${COLUMN_WIDTH}`}
          className="size-panel__image"
          priority={eager}
        />
      ) : null}
      <dl className="size-panel__dimensions">
        <div>
          <dt>Width (W)</dt>
          <dd>{formatCentimetres(size.width)}</dd>
        </div>
        <div>
          <dt>Length (L)</dt>
          <dd>{formatCentimetres(size.length)}</dd>
        </div>
        <div>
          {/* Tailored sheets are cut to the depth each shopper chooses. */}
          <dt>Depth (D)</dt>
          <dd>Variable</dd>
        </div>
        <div>
          <dt>Pillowcases</dt>
          <dd>{size.pillowcases}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The size browser: a tab per size with the mattress dimensions it is made for. */
export function ProductSize({ block, isFirst }: BlockProps<ProductSizeBlock>) {
  return (
    <BlockSection
      name="product-size"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      {block.sizes.length > 0 ? (
        <SizeTabs
          label="Sizes"
          items={block.sizes}
          tabLabel={(size) => size.size}
          headingLevel={isFirst ? "h2" : "h3"}
          renderPanel={(size) => <SizePanel size={size} eager={isFirst} />}
        />
      ) : null}
      {block.fitFinder ? <FindMySizeForm headingLevel={isFirst ? "h2" : "h3"} /> : null}
      {hasHref(block.button) ? <ButtonLink button={block.button} className="block__action" /> : null}
    </BlockSection>
  );
}
