/** Where a page's scroll places are kept for the session: React Router's own key, so places kept before still count. */
export const SCROLL_PLACES_KEY = "react-router-scroll-positions";

/**
 * Inline, before the app's scripts; may use nothing from outside, as it is serialised with toString.
 * Why it skips a fresh visit: docs/browser.md, "Scroll place on reload".
 */
export function restoreScrollPlace(storageKey: string): void {
  const state = window.history.state as { key?: unknown } | null;
  if (!state || typeof state.key !== "string" || state.key === "") {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    const places = JSON.parse(window.sessionStorage.getItem(storageKey) || "{}") as Record<string, unknown>;
    const storedY = places[state.key];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch (error) {
    console.error(error);
    window.sessionStorage.removeItem(storageKey);
  }
}
