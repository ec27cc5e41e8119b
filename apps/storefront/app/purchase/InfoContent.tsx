import { MeasurementSpecTable } from "../blocks/measure-specs/MeasureSpecs";
import type { InfoKind, InfoSheets } from "../content/types";
import { Accordion } from "../ui/Accordion";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { RichText } from "../ui/RichText";
import { Tabs } from "../ui/Tabs";

type InfoContentProps = {
  sheets: InfoSheets;
  kind: InfoKind;
  headingId: string;
  /** The shopper's size key: the size sheet opens on its tab. */
  selectedSize: string | null;
  /** The shopper's colour: the colour sheet shows it. */
  selectedColour: string;
};

function SizeGuide({ sheets, selectedSize }: { sheets: InfoSheets; selectedSize: string | null }) {
  const specs = sheets.size.sizeSpecs;
  const first = specs.find((spec) => spec.sizeKey === selectedSize) ?? specs[0];
  const items = specs.map((spec) => ({
    key: spec.sizeKey,
    label: spec.size,
    panel: spec.tables.map((table) => <MeasurementSpecTable key={table.heading} table={table} />),
  }));
  // The shopper's size leads so it is the tab that opens (and the one shown without script).
  const ordered = first
    ? [...items.filter((item) => item.key === first.sizeKey), ...items.filter((item) => item.key !== first.sizeKey)]
    : items;
  return <Tabs items={ordered} label="Mattress sizes" className="info-sheet__tabs" />;
}

function ColourGuide({ sheets, selectedColour }: { sheets: InfoSheets; selectedColour: string }) {
  const colour =
    sheets.colour.colours.find((swatch) => swatch.name.toLowerCase() === selectedColour.toLowerCase()) ??
    sheets.colour.colours[0];
  if (!colour) return null;
  return (
    <figure className="info-colour">
      {colour.swatch ? (
        <ResponsiveImage media={colour.swatch} sizes="8rem" className="info-colour__swatch" decorative />
      ) : null}
      <figcaption>
        <strong className="info-colour__name">{colour.name}</strong>
        {colour.text ? <span className="info-colour__text">{colour.text}</span> : null}
      </figcaption>
    </figure>
  );
}

/** The body of one of the seven info sheets, shared by the side sheet and the script-less sections. */
export function InfoContent({ sheets, kind, headingId, selectedSize, selectedColour }: InfoContentProps) {
  const sheet = sheets[kind];
  return (
    <div className="info-sheet__content">
      <h2 id={headingId} className="info-sheet__heading">
        {sheet.heading}
      </h2>
      {sheet.text ? <RichText html={sheet.text} className="info-sheet__text" /> : null}
      {kind === "size" ? <SizeGuide sheets={sheets} selectedSize={selectedSize} /> : null}
      {kind === "colour" ? <ColourGuide sheets={sheets} selectedColour={selectedColour} /> : null}
      {kind === "tailored"
        ? sheets.tailored.detailItems.map((item) => (
            <Accordion key={item.label} summary={item.label} className="info-sheet__detail">
              <RichText html={item.description} />
            </Accordion>
          ))
        : null}
      {"image" in sheet && sheet.image ? (
        <ResponsiveImage media={sheet.image} sizes="(min-width: 992px) 28rem, 90vw" className="info-sheet__image" />
      ) : null}
    </div>
  );
}
