/** Reading one cookie from a request's Cookie header, and writing a Set-Cookie line for a plain value. */

/** The raw value of cookie `name`, or null when the header does not carry it. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

export type CookieAttributes = { maxAgeSeconds: number; httpOnly: boolean; secure: boolean };

/**
 * A first-party cookie for the whole site, SameSite=Lax. The value must already be cookie-safe
 * (callers write values their own schema accepts: a UUID, a language tag).
 */
export function setCookieLine(name: string, value: string, attributes: CookieAttributes): string {
  return [
    `${name}=${value}`,
    `Max-Age=${attributes.maxAgeSeconds}`,
    "Path=/",
    ...(attributes.httpOnly ? ["HttpOnly"] : []),
    "SameSite=Lax",
    ...(attributes.secure ? ["Secure"] : []),
  ].join("; ");
}
