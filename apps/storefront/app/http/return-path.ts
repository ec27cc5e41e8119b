/**
 * Whether a path a request carried may be sent back as a redirect or a link: only a path on this
 * site. Why so strict: docs/security.md, "Return paths".
 */
// Any origin serves: only a value that escapes it is refused, and callers need no request.
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
