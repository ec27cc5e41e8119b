import { config } from "../config.server";
import { cookieValue, setCookieLine } from "../cookies";

/**
 * The locale cookie `vsf-locale` (kept 365 days). The storefront serves one locale, so a cookie
 * naming another is read as the configured one and rewritten.
 */

export const LOCALE_COOKIE = "vsf-locale";
const LOCALE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const secure = process.env.NODE_ENV === "production";

/** The locales this storefront serves. */
export const servedLocales: readonly string[] = [config.locale.language];

export type VisitorLocale = { locale: string; setCookie: string | null };

export function localeOf(request: Request): VisitorLocale {
  const asked = cookieValue(request.headers.get("Cookie"), LOCALE_COOKIE);
  const served = servedLocales.find((locale) => locale === asked);
  if (served) return { locale: served, setCookie: null };
  return {
    locale: config.locale.language,
    setCookie: setCookieLine(LOCALE_COOKIE, config.locale.language, {
      maxAgeSeconds: LOCALE_MAX_AGE_SECONDS,
      httpOnly: false,
      secure,
    }),
  };
}
