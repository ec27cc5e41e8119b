/**
 * A path on this site to send a visitor back to, from a value a request carried (a form's
 * `redirectTo`, the preview's `path`): never a redirect elsewhere. The value is resolved the way a
 * browser resolves a Location header (which drops tabs and newlines, so `/\t/evil.example` would
 * become `//evil.example`), and only a result on our own origin is kept. Any origin serves for that
 * check, as only a value that escapes it is refused: a fixed one lets callers without a request use it.
 */
const OWN_ORIGIN = "http://this-site.invalid";

export function sameSitePath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  const origin = OWN_ORIGIN;
  try {
    const target = new URL(value, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : fallback;
  } catch {
    return fallback;
  }
}
