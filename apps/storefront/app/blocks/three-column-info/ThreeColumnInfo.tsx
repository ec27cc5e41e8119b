import { ColumnImage } from "../columns";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { ThreeColumnInfoBlock } from "./schema";

/** Three short titled paragraphs with illustrations, side by side on wide screens. */
export function ThreeColumnInfo({ block, isFirst }: BlockProps<ThreeColumnInfoBlock>) {
  return (
    <BlockSection
      name="three-column-info"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      <ul className="columns" role="list">
        {block.tiles.map((tile, index) => (
          <li key={index} className="columns__item">
            {tile.image ? <ColumnImage media={tile.image} /> : null}
            <h3>{tile.heading}</h3>
            {tile.text ? <p>{tile.text}</p> : null}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
