import type { InfoKind } from "../content/types";
import { useHydrated } from "../ui/useMediaQuery";
import { infoAnchor } from "./InfoSheet";

type InfoTriggerProps = {
  kind: InfoKind;
  /** Says what the sheet explains, e.g. "About the bottom sheet". */
  label: string;
  onOpen: (kind: InfoKind) => void;
  /** Null when the info sheets could not be read: the trigger is left out. */
  available: boolean;
};

/** A button that opens an info sheet; before script runs, a link to the same sheet further down the page. */
export function InfoTrigger({ kind, label, onOpen, available }: InfoTriggerProps) {
  const hydrated = useHydrated();
  if (!available) return null;
  if (!hydrated) {
    return (
      <a className="info-trigger" href={`#${infoAnchor(kind)}`}>
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">{label}</span>
      </a>
    );
  }
  return (
    <button type="button" className="info-trigger" aria-haspopup="dialog" onClick={() => onOpen(kind)}>
      <span aria-hidden="true">i</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
