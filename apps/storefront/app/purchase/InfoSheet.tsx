import { useId } from "react";
import type { InfoKind, InfoSheets } from "../content/types";
import { Dialog } from "../ui/Dialog";
import { InfoContent } from "./InfoContent";

type InfoSheetProps = {
  sheets: InfoSheets;
  kind: InfoKind | null;
  onClose: () => void;
  selectedSize: string | null;
  selectedColour: string;
};

/** A side sheet on the native dialog (focus trapped, Escape closes, scroll locked). */
export function InfoSheet({ sheets, kind, onClose, selectedSize, selectedColour }: InfoSheetProps) {
  const headingId = useId();
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      labelledBy={headingId}
      variant="sheet"
      className="info-sheet"
      closeLabel="Close"
    >
      {kind ? (
        <InfoContent
          sheets={sheets}
          kind={kind}
          headingId={headingId}
          selectedSize={selectedSize}
          selectedColour={selectedColour}
        />
      ) : null}
    </Dialog>
  );
}

/** Without script the info buttons link to these sections, so every sheet can still be read. */
export function InfoSections({
  sheets,
  kinds,
  selectedSize,
  selectedColour,
}: Omit<InfoSheetProps, "kind" | "onClose"> & { kinds: InfoKind[] }) {
  return (
    <div className="info-sections">
      {kinds.map((kind) => (
        <section
          key={kind}
          id={infoAnchor(kind)}
          className="info-sections__item"
          aria-labelledby={`${infoAnchor(kind)}-heading`}
        >
          <InfoContent
            sheets={sheets}
            kind={kind}
            headingId={`${infoAnchor(kind)}-heading`}
            selectedSize={selectedSize}
            selectedColour={selectedColour}
          />
        </section>
      ))}
    </div>
  );
}

export function infoAnchor(kind: InfoKind): string {
  return `info-${kind}`;
}
