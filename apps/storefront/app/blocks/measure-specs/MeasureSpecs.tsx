import type { MeasurementTable } from "../../model/entities";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import { formatCentimetres } from "../format";
import { SizeTabs } from "../product-size/SizeTabs";
import type { MeasureSpecsBlock } from "./schema";

/** One piece's finished measurements; Depth (D) appears when the piece has one ("Variable" for tailored sheets). */
export function MeasurementSpecTable({ table }: { table: MeasurementTable }) {
  return (
    <div className="spec-table">
      <table>
        <caption>{table.heading}</caption>
        <thead>
          <tr>
            <th scope="col">Width (W)</th>
            <th scope="col">Length (L)</th>
            {table.depth ? <th scope="col">Depth (D)</th> : null}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{formatCentimetres(table.width)}</td>
            <td>{formatCentimetres(table.length)}</td>
            {table.depth ? <td>{table.depth}</td> : null}
          </tr>
        </tbody>
      </table>
      {table.notes ? <p className="spec-table__notes">{table.notes}</p> : null}
    </div>
  );
}

/** The finished measurement tables, a tab per size. */
export function MeasureSpecs({ block, isFirst }: BlockProps<MeasureSpecsBlock>) {
  return (
    <BlockSection
      name="measure-specs"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      {block.sizes.length > 0 ? (
        <SizeTabs
          label="Measurements by size"
          items={block.sizes}
          tabLabel={(spec) => spec.size}
          headingLevel={isFirst ? "h2" : "h3"}
          renderPanel={(spec) => (
            <div className="spec-tables">
              {spec.tables.map((table, index) => (
                <MeasurementSpecTable key={index} table={table} />
              ))}
            </div>
          )}
        />
      ) : null}
    </BlockSection>
  );
}
