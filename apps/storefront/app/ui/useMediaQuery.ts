import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from "react";

/** Whether a media query matches; `serverValue` is what the server and hydration render. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Set once the first hydration's components have switched: later mounts start as hydrated. */
let appHydrated = false;

/**
 * False on the server and during hydration, true once React runs in the browser.
 *
 * The switch to true is a transition, so React re-renders the header, the menu, the footer and the
 * forms in slices it can pause, rather than in one synchronous pass right after hydration (as a
 * `useSyncExternalStore` with a different server value does): that pass was one of the long tasks
 * a phone's main thread spent before the page answered a tap.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    if (hydrated) return;
    appHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
