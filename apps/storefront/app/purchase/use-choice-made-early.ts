import { useEffect, useRef } from "react";

/**
 * A radio tapped before the page's scripts have started (they wait for the page's `load`, see
 * http/hydrate-after-load.server.ts) is checked by the browser alone. Hydration keeps what the page
 * shows, but the flow's state, read from the address, does not know the tap, and its next render would
 * clear it. So once hydrated, a radio checked on the page and not in the state is the shopper's choice.
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
