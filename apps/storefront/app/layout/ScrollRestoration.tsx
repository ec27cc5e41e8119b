import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { restoreScrollPlace, SCROLL_PLACES_KEY } from "./scroll-place";

/** Exported for the Content-Security-Policy, which allows this exact script by its hash (entry.server.tsx). */
export const scrollRestorationScript = `(${restoreScrollPlace.toString()})(${JSON.stringify(SCROLL_PLACES_KEY)})`;

/**
 * React Router's <ScrollRestoration> with the inline script of scroll-place.ts: the same places kept
 * the same way by the same hook once the app has started, without a read of session storage on
 * every fresh visit before the page's first paint has settled.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: SCROLL_PLACES_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: scrollRestorationScript }} />;
}
