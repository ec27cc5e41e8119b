import { useState } from "react";
import { buyHref, type BuyState, type MissingInput } from "./buy-state";
import { chooseDepth, chooseSize } from "./selection-rules";

/**
 * The selection as the shopper changes it on the current step. Each change is mirrored into the
 * address bar at once (without a navigation, so nothing reloads), so a reload keeps it; Next and
 * Back then submit the step's form, which is where the server takes over.
 */
export function useBuySelection(initial: BuyState) {
  const [state, setState] = useState(initial);

  function update(next: BuyState) {
    setState(next);
    window.history.replaceState(window.history.state, "", buyHref(next));
  }

  return {
    state,
    chooseLine: (line: BuyState["line"]) => update({ ...state, line, size: null, depth: null, missing: null }),
    chooseSize: (size: string) => update(chooseSize(state, size)),
    chooseDepth: (depth: string) => update(chooseDepth(state, depth)),
    flagMissing: (missing: MissingInput) => {
      update({ ...state, missing });
      const field = document.getElementById(`buy-${missing}`);
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      field?.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
      field?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus({ preventScroll: true });
    },
  };
}
