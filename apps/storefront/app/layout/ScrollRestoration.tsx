import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { restoreScrollPlace, SCROLL_PLACES_KEY } from "./scroll-place";

/** Exported for the Content-Security-Policy, which allows this exact script by its hash (entry.server.tsx). */
export const scrollRestorationScript = `(${restoreScrollPlace.toString()})(${JSON.stringify(SCROLL_PLACES_KEY)})`;

/** React Router's <ScrollRestoration>, but with scroll-place.ts's script (docs/browser.md, "Scroll place on reload"). */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: SCROLL_PLACES_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: scrollRestorationScript }} />;
}
