import { useCallback, useSyncExternalStore } from "react";
import { useAppKey } from "./shell-context";

/**
 * The V1.0 / V1.1 toggle of SPEC §2. A preference, not a secret: the cookie `{APP_KEY}_version`
 * is written by the browser and readable by script, and /buy reads it on the server to choose
 * its first step. Cached HTML always renders V1.0 and the toggle corrects after hydration.
 */

export const APP_VERSIONS = ["1.0", "1.1"] as const;
export type AppVersion = (typeof APP_VERSIONS)[number];
export const DEFAULT_APP_VERSION: AppVersion = "1.0";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function versionCookieName(appKey: string): string {
  return `${appKey}_version`;
}

/** The version a Cookie header asks for; anything missing or unknown is the default. */
export function parseAppVersion(cookieHeader: string | null | undefined, appKey: string): AppVersion {
  const name = versionCookieName(appKey);
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return APP_VERSIONS.find((version) => version === value) ?? DEFAULT_APP_VERSION;
  }
  return DEFAULT_APP_VERSION;
}

/** SPEC §9 "config cookies": one year, path /, SameSite=Lax; Secure when the page is. */
export function versionCookie(appKey: string, version: AppVersion, secure: boolean): string {
  const attributes = [`Max-Age=${ONE_YEAR_SECONDS}`, "Path=/", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return `${versionCookieName(appKey)}=${version}; ${attributes.join("; ")}`;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current version and a setter. On the server (and during hydration) it is `serverVersion`,
 * V1.0 unless a route that reads the cookie itself (like /buy) passes what it read.
 */
export function useAppVersion(
  serverVersion: AppVersion = DEFAULT_APP_VERSION,
): [AppVersion, (version: AppVersion) => void] {
  const appKey = useAppKey();
  const version = useSyncExternalStore(
    subscribe,
    () => parseAppVersion(document.cookie, appKey),
    () => serverVersion,
  );
  const setVersion = useCallback(
    (next: AppVersion) => {
      document.cookie = versionCookie(appKey, next, window.location.protocol === "https:");
      for (const listener of listeners) listener();
    },
    [appKey],
  );
  return [version, setVersion];
}
