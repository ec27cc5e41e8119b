/**
 * A path on this site to send a visitor back to, from a value a request carried (a form's
 * `redirectTo`, the preview's `path`): never a redirect elsewhere. The value is resolved the way a
 * browser resolves a Location header (which drops tabs and newlines, so `/\t/evil.example` would
 * become `//evil.example`), and only a result on our own origin is kept.
 */
export function sameSitePath(value: unknown, requestUrl: string, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  const origin = new URL(requestUrl).origin;
  try {
    const target = new URL(value, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : fallback;
  } catch {
    return fallback;
  }
}
