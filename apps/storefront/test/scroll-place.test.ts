import { afterEach, describe, expect, it, vi } from "vitest";
import { restoreScrollPlace, SCROLL_PLACES_KEY } from "../app/layout/scroll-place";

/** A browser window as far as the inline script sees one: its history entry's state and session storage. */
function windowWith(state: unknown, stored: Record<string, string> = {}) {
  const fake = {
    history: { state, replaceState: vi.fn((next: unknown) => (fake.history.state = next)) },
    sessionStorage: { getItem: vi.fn((key: string) => stored[key] ?? null), removeItem: vi.fn() },
    scrollTo: vi.fn(),
  };
  // The script is sent as its source text and reads the browser's own `window`, so the test puts one there.
  vi.stubGlobal("window", fake);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the scroll place script, run before the app starts", () => {
  it("gives a fresh visit's history entry a key and leaves session storage alone", () => {
    const page = windowWith(null, { [SCROLL_PLACES_KEY]: JSON.stringify({ other: 900 }) });
    restoreScrollPlace(SCROLL_PLACES_KEY);
    expect(page.history.replaceState).toHaveBeenCalledWith({ key: expect.stringMatching(/^[0-9a-v]+$/) }, "");
    expect(page.sessionStorage.getItem).not.toHaveBeenCalled();
    expect(page.scrollTo).not.toHaveBeenCalled();
  });

  it("returns a reloaded or revisited page to where the shopper left it", () => {
    const page = windowWith({ key: "abc", idx: 2 }, { [SCROLL_PLACES_KEY]: JSON.stringify({ abc: 1240, other: 90 }) });
    restoreScrollPlace(SCROLL_PLACES_KEY);
    expect(page.scrollTo).toHaveBeenCalledWith(0, 1240);
    expect(page.history.replaceState).not.toHaveBeenCalled();
  });

  it("stays at the top of a known page with no place stored", () => {
    const page = windowWith({ key: "abc" }, { [SCROLL_PLACES_KEY]: JSON.stringify({ other: 90 }) });
    restoreScrollPlace(SCROLL_PLACES_KEY);
    expect(page.scrollTo).not.toHaveBeenCalled();
  });

  it("forgets places it cannot read rather than failing the page", () => {
    const page = windowWith({ key: "abc" }, { [SCROLL_PLACES_KEY]: "{not json" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    restoreScrollPlace(SCROLL_PLACES_KEY);
    expect(page.sessionStorage.removeItem).toHaveBeenCalledWith(SCROLL_PLACES_KEY);
    expect(page.scrollTo).not.toHaveBeenCalled();
  });
});
