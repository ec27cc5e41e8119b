import { useCallback, useSyncExternalStore } from "react";
import { cookieValue, setCookieLine } from "../cookies";
import { useAppKey } from "./shell-context";

/** The V1.0 / V1.1 preference cookie: docs/browser.md, "The version toggle". */

export const APP_VERSIONS = ["1.0", "1.1"] as const;
export type AppVersion = (typeof APP_VERSIONS)[number];
export const DEFAULT_APP_VERSION: AppVersion = "1.0";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function versionCookieName(appKey: string): string {
  return `${appKey}_version`;
}

/** The version a Cookie header asks for; anything missing or unknown is the default. */
export function parseAppVersion(cookieHeader: string | null | undefined, appKey: string): AppVersion {
  const value = cookieValue(cookieHeader, versionCookieName(appKey));
  return APP_VERSIONS.find((version) => version === value) ?? DEFAULT_APP_VERSION;
}

/** One year, path /, SameSite=Lax; Secure when the page is. Scripts write it, so it is not HttpOnly. */
export function versionCookie(appKey: string, version: AppVersion, secure: boolean): string {
  return setCookieLine(versionCookieName(appKey), version, {
    maxAgeSeconds: ONE_YEAR_SECONDS,
    httpOnly: false,
    secure,
  });
}

type VersionStore = {
  subscribe: (listener: () => void) => () => void;
  /** What the page shows: the cookie once read, and until then what the server rendered. */
  shown: (serverVersion: AppVersion) => AppVersion;
  /** Keeps the choice (the config cookie) and shows it everywhere on the page at once. */
  choose: (next: AppVersion, secure: boolean) => void;
};

/** Reads the cookie once, in its own task after hydration, not in hydration's long commit (docs/browser.md). */
export function createVersionStore(
  appKey: string,
  cookies: { read: () => string; write: (cookie: string) => void },
): VersionStore {
  let cookieVersion: AppVersion | undefined;
  let readScheduled = false;
  const listeners = new Set<() => void>();
  const tellListeners = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (cookieVersion === undefined && !readScheduled) {
        readScheduled = true;
        setTimeout(() => {
          if (cookieVersion !== undefined) return;
          cookieVersion = parseAppVersion(cookies.read(), appKey);
          tellListeners();
        }, 0);
      }
      return () => listeners.delete(listener);
    },
    shown: (serverVersion) => cookieVersion ?? serverVersion,
    choose(next, secure) {
      cookies.write(versionCookie(appKey, next, secure));
      cookieVersion = next;
      tellListeners();
    },
  };
}

let pageStore: VersionStore | undefined;

function versionStore(appKey: string): VersionStore {
  pageStore ??= createVersionStore(appKey, {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = cookie;
    },
  });
  return pageStore;
}

/** `serverVersion` is V1.0 unless a route that reads the cookie itself (like /buy) passes what it read. */
export function useAppVersion(
  serverVersion: AppVersion = DEFAULT_APP_VERSION,
): [AppVersion, (version: AppVersion) => void] {
  const appKey = useAppKey();
  const subscribe = useCallback((listener: () => void) => versionStore(appKey).subscribe(listener), [appKey]);
  const version = useSyncExternalStore(
    subscribe,
    () => versionStore(appKey).shown(serverVersion),
    () => serverVersion,
  );
  const setVersion = useCallback(
    (next: AppVersion) => versionStore(appKey).choose(next, window.location.protocol === "https:"),
    [appKey],
  );
  return [version, setVersion];
}
