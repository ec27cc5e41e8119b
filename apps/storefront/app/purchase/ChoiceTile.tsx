import type { ReactNode } from "react";
import { useHydrated } from "../ui/useMediaQuery";
import type { SoldOutSet } from "@bedsmade/form-rules";
import { soldOutModalId } from "./buy-state";
import { useChoiceMadeEarly } from "./use-choice-made-early";
import { SOLD_OUT_LABEL } from "./labels";

type ChoiceTileProps = {
  name: string;
  value: string;
  checked: boolean;
  soldOut: boolean;
  /** The radio's name for screen readers: what the tile shows, in words, e.g. "Queen, $850.00, SOLD OUT". */
  accessibleName: string;
  onChoose: (value: string) => void;
  /** The set a sold-out tile stands for: the sold-out email modal asks to hear when that one is back. */
  set: SoldOutSet;
  /** Offered instead of the choice when the tile is sold out (the sold-out email modal). */
  onSoldOut: (set: SoldOutSet) => void;
  children: ReactNode;
};

const NOTIFY_LABEL = "Notify me when it's back";

/** A sold-out tile is a disabled radio, so it cannot be submitted; a click offers the sold-out modal. */
export function ChoiceTile({
  name,
  value,
  checked,
  soldOut,
  accessibleName,
  set,
  onChoose,
  onSoldOut,
  children,
}: ChoiceTileProps) {
  const hydrated = useHydrated();
  const input = useChoiceMadeEarly(checked, () => onChoose(value));
  return (
    <div className={["buy-tile", soldOut ? "buy-tile--sold-out" : null].filter(Boolean).join(" ")}>
      {/* A disabled radio swallows its label's clicks; keyboard users have the tile's own button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <label className="buy-tile__choice" onClick={soldOut ? () => onSoldOut(set) : undefined}>
        <input
          ref={input}
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={soldOut}
          aria-label={accessibleName}
          onChange={() => onChoose(value)}
          className="buy-tile__input"
        />
        <span className="buy-tile__body">
          {children}
          {soldOut ? <span className="buy-tile__badge">{SOLD_OUT_LABEL}</span> : null}
        </span>
      </label>
      {/* Without script the same words link to the modal (:target), so nothing shifts at hydration. */}
      {soldOut && hydrated ? (
        <button type="button" className="buy-tile__notify" onClick={() => onSoldOut(set)}>
          {NOTIFY_LABEL}
        </button>
      ) : null}
      {soldOut && !hydrated ? (
        <a className="buy-tile__notify" href={`#${soldOutModalId(set)}`}>
          {NOTIFY_LABEL}
        </a>
      ) : null}
    </div>
  );
}
