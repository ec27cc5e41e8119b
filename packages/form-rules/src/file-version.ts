/**
 * A file's SHA-256 prefix, written into picture addresses: Strapi keeps a replaced file's address, so
 * without it browsers could not cache for good. Web Crypto: this runs in browsers too.
 */

/** Sixteen hex digits: 64 bits, far beyond any shop's files, and short enough for a page's many addresses. */
export const FILE_VERSION_PATTERN = /^[0-9a-f]{16}$/;

export async function fileVersionOf(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest.subarray(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
