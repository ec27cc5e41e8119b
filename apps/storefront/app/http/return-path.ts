/**
 * The one rule deciding whether a path a request carried (a form's `redirectTo` or `returnTo`, the
 * preview's `path`) may be sent back as a redirect or a link: only a path on this site, never a
 * way elsewhere. Browsers forgive a lot in a Location header or an href: they drop tabs and
 * newlines, read `\` as `/`, and resolve dot segments, so `/\t/evil.example`, `/\evil.example` and
 * `/.//evil.example` all lead to evil.example. So a value with a control character or a backslash
 * is refused outright, the rest is resolved as a browser would, and the result must still be a
 * single-slash path on our origin. Any origin serves for that check, as only a value that escapes
 * it is refused: a fixed one lets callers without a request use it.
 */
const OWN_ORIGIN = "http://this-site.invalid";

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/** A path browsers read as another host: `//host` or `/\host`. */
const isSingleSlashPath = (path: string) => path.startsWith("/") && !/^\/[/\\]/.test(path);

export function sameSitePath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || CONTROL_OR_BACKSLASH.test(value) || !isSingleSlashPath(value)) return fallback;
  try {
    const target = new URL(value, OWN_ORIGIN);
    const path = `${target.pathname}${target.search}${target.hash}`;
    return target.origin === OWN_ORIGIN && isSingleSlashPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
