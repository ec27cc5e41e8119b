import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadForChunkError } from "../app/site-updates/chunk-reload";
import { currentToasts, showToast } from "../app/ui/toast-store";

/**
 * The timings of pure code, on Vitest's fake clock. The numbers are the shop's, written
 * here, never read from the modules they check (e2e/timings.spec.ts proves the ones a page shows).
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("A chunk load failure reloads the page once, at most once per 60 s (recorded in session storage)", () => {
  const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/buy-abc123.js");

  function tab() {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const reload = vi.fn();
    const fail = (error: unknown = chunkError) => reloadForChunkError(error, { storage, now: Date.now(), reload });
    return { stored, reload, fail };
  }

  it("reloads on the first failure and records when in session storage", () => {
    const { stored, reload, fail } = tab();
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect([...stored.values()]).toEqual([String(Date.now())]);
  });

  it("does not reload again within 60,000 ms, and does once they have passed", () => {
    const { reload, fail } = tab();
    fail();
    vi.advanceTimersByTime(59_999);
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("the window runs from the reload, not from a refused failure", () => {
    const { reload, fail } = tab();
    fail();
    vi.advanceTimersByTime(30_000);
    fail();
    vi.advanceTimersByTime(30_000);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("leaves every other error to the error page", () => {
    const { reload, fail } = tab();
    expect(fail(new Error("Something else went wrong"))).toBe(false);
    expect(fail("Failed to fetch dynamically imported module")).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ["Chrome", new TypeError("Failed to fetch dynamically imported module: https://shop.test/assets/a.js")],
    ["Firefox", new TypeError("error loading dynamically imported module: https://shop.test/assets/a.js")],
    ["Safari", new TypeError("Importing a module script failed.")],
    ["Vite's CSS preload", new Error("Unable to preload CSS for /assets/a.css")],
    ["a bundler's name", Object.assign(new Error("chunk 7 failed"), { name: "ChunkLoadError" })],
  ])("knows %s's chunk failure", (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });
});

describe("toasts", () => {
  const messages = () => currentToasts().map((toast) => toast.message);

  it("stay 2,000 ms unless told otherwise (delete toast 2000 ms)", () => {
    const cancel = showToast("Successfully removed item from cart", { detail: "Queen / 26-30 cm" });
    vi.advanceTimersByTime(0);
    expect(currentToasts()).toEqual([
      expect.objectContaining({ message: "Successfully removed item from cart", detail: "Queen / 26-30 cm" }),
    ]);
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(["Successfully removed item from cart"]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    cancel();
  });

  it("wait and stay as asked: Item added to cart! appears after 1 s and hides after 3 s", () => {
    const cancel = showToast("Item added to cart!", { delayMs: 1000, durationMs: 3000 });
    vi.advanceTimersByTime(999);
    expect(messages()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toEqual([expect.objectContaining({ message: "Item added to cart!", detail: null })]);
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual(["Item added to cart!"]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    cancel();
  });

  it("cancelled before they show, never show", () => {
    const cancel = showToast("Item added to cart!", { delayMs: 1000 });
    cancel();
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual([]);
  });

  it("cancelled while showing, go at once and keep the others", () => {
    const keep = showToast("Item Quantity Updated");
    const drop = showToast("Successfully removed item from cart");
    vi.advanceTimersByTime(0);
    drop();
    expect(messages()).toEqual(["Item Quantity Updated"]);
    keep();
    expect(messages()).toEqual([]);
  });
});
