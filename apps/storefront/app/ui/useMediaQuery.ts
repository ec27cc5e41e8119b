import { startTransition, useEffect, useState } from "react";

/** Set once the first hydration's components have switched: later mounts start as hydrated. */
let appHydrated = false;

/**
 * Whether a media query matches; `serverValue` is what the server and hydration render. After
 * hydration the browser's answer comes in a transition (see useHydrated for why); a part mounted
 * later reads it at once, and a change of window is applied as it happens.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const [matches, setMatches] = useState(() => (appHydrated ? window.matchMedia(query).matches : serverValue));
  useEffect(() => {
    const list = window.matchMedia(query);
    startTransition(() => setMatches(list.matches));
    const onChange = () => setMatches(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}

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
