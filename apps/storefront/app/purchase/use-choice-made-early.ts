import { useEffect, useRef } from "react";

/**
 * A radio tapped before scripts start (they wait for `load`) is unknown to the flow's state, whose next
 * render would clear it: docs/browser.md, "Taps before the scripts start".
 */
export function useChoiceMadeEarly(checked: boolean, choose: () => void) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current?.checked && !checked) choose();
    // Once, at hydration, with what that render saw: afterwards the state drives the radio.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return input;
}
