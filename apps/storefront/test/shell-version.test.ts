import { afterEach, describe, expect, it, vi } from "vitest";
import { createVersionStore, parseAppVersion, versionCookie } from "../app/layout/app-version";
import { scrollDirectionAfter } from "../app/layout/useScrollDirection";

describe("parseAppVersion", () => {
  it("reads {APP_KEY}_version among other cookies", () => {
    expect(parseAppVersion("a=1; bedsmade_version=1.1; b=2", "bedsmade")).toBe("1.1");
    expect(parseAppVersion("bedsmade_version=1.0", "bedsmade")).toBe("1.0");
  });

  it("falls back to V1.0 for a missing header, another app's cookie or an unknown value", () => {
    expect(parseAppVersion(null, "bedsmade")).toBe("1.0");
    expect(parseAppVersion("other_version=1.1", "bedsmade")).toBe("1.0");
    expect(parseAppVersion("bedsmade_version=2.0", "bedsmade")).toBe("1.0");
    expect(parseAppVersion("bedsmade_version=%E0%A4%A", "bedsmade")).toBe("1.0");
  });

  it("writes a one-year, site-wide, SameSite=Lax cookie", () => {
    expect(versionCookie("bedsmade", "1.1", false)).toBe(
      "bedsmade_version=1.1; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(versionCookie("shop", "1.0", true)).toMatch(/^shop_version=1\.0; .*; Secure$/);
  });
});

describe("the page's version store", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function storeWithCookie(cookie: string) {
    const read = vi.fn(() => cookie);
    const write = vi.fn();
    return { store: createVersionStore("bedsmade", { read, write }), read, write };
  }

  it("shows what the server rendered until it has read the cookie, in a task of its own after subscribing", () => {
    vi.useFakeTimers();
    const { store, read } = storeWithCookie("bedsmade_version=1.1");
    const listener = vi.fn();
    store.subscribe(listener);
    expect(read).not.toHaveBeenCalled();
    expect(store.shown("1.0")).toBe("1.0");

    vi.runAllTimers();
    expect(read).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.shown("1.0")).toBe("1.1");
  });

  it("reads the cookie once for the whole page, however many toggles subscribe", () => {
    vi.useFakeTimers();
    const { store, read } = storeWithCookie("bedsmade_version=1.0");
    store.subscribe(vi.fn());
    store.subscribe(vi.fn());
    vi.runAllTimers();
    store.subscribe(vi.fn());
    vi.runAllTimers();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("shows a choice everywhere at once and keeps it in the cookie, whatever the cookie said before", () => {
    vi.useFakeTimers();
    const { store, read, write } = storeWithCookie("bedsmade_version=1.0");
    const listener = vi.fn();
    store.subscribe(listener);
    store.choose("1.1", true);
    expect(write).toHaveBeenCalledWith(versionCookie("bedsmade", "1.1", true));
    expect(listener).toHaveBeenCalledTimes(1);

    vi.runAllTimers();
    expect(read).not.toHaveBeenCalled();
    expect(store.shown("1.0")).toBe("1.1");
  });
});

describe("scroll direction", () => {
  it("is scroll-up at the top, whatever the move", () => {
    expect(scrollDirectionAfter(200, 0)).toBe("scroll-up");
  });

  it("follows the move, ignoring jitter", () => {
    expect(scrollDirectionAfter(100, 300)).toBe("scroll-down");
    expect(scrollDirectionAfter(300, 100)).toBe("scroll-up");
    expect(scrollDirectionAfter(300, 302)).toBeNull();
  });
});
