/** Where a page's scroll places are kept for the session: React Router's own key, so places kept before still count. */
export const SCROLL_PLACES_KEY = "react-router-scroll-positions";

/**
 * Runs inline at the end of the document, before the app's scripts, so a reloaded page or one come
 * back to opens where the shopper left it rather than jumping there once the app has started. It
 * is React Router's script but for one thing: a history entry that has no key yet is a fresh visit,
 * and a key made now has no place stored under it, so session storage is left alone. The first
 * read of session storage waits on the browser's own process, which is busy fetching the page's
 * pictures at that moment: 1–17 ms on this machine, 13–42 ms under Lighthouse's trace on `/`,
 * spent on every first visit for nothing. Serialised with toString: it may use nothing from outside.
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
