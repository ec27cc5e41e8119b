import { startTransition, useEffect, useState } from "react";

/** Set once the first hydration's components have switched: later mounts start as hydrated. */
let appHydrated = false;

/** `serverValue` is what the server and hydration render; the browser's answer follows in a transition. */
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
 * False on the server and during hydration. Turns true in a transition, so the re-render can pause:
 * docs/browser.md, "After hydration".
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
