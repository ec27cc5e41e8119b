import { useState } from "react";
import { buyHref, type BuyState, type MissingInput } from "./buy-state";
import { chooseDepth, chooseSize } from "./selection-rules";

/** Each change goes into the address bar without a navigation, so a reload keeps it and nothing reloads. */
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
