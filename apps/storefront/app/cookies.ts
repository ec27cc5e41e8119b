/** The one way the storefront reads and writes cookies, on the server and in the browser (docs/decisions/0013). */

/** The raw value of cookie `name`, or null when the header does not carry it. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

export type CookieAttributes = {
  maxAgeSeconds: number;
  httpOnly: boolean;
  secure: boolean;
  /** Lax unless the cookie must reach a cross-site frame (the CMS admin's preview): then None, Secure, Partitioned. */
  crossSite?: boolean;
};

/**
 * A first-party cookie for the whole site. The value must already be cookie-safe: callers write values
 * their own schema accepts (a UUID, a language tag, a cart id) or encode them.
 */
export function setCookieLine(name: string, value: string, attributes: CookieAttributes): string {
  return [
    `${name}=${value}`,
    `Max-Age=${attributes.maxAgeSeconds}`,
    "Path=/",
    ...(attributes.httpOnly ? ["HttpOnly"] : []),
    ...(attributes.crossSite ? ["SameSite=None", "Secure", "Partitioned"] : ["SameSite=Lax"]),
    ...(attributes.secure && !attributes.crossSite ? ["Secure"] : []),
  ].join("; ");
}

/** The Set-Cookie line that removes a cookie written with these attributes (a partitioned copy needs the same ones). */
export function clearCookieLine(name: string, attributes: Omit<CookieAttributes, "maxAgeSeconds">): string {
  return setCookieLine(name, "", { ...attributes, maxAgeSeconds: 0 });
}
