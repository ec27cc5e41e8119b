/**
 * A media file's version: the start of the SHA-256 of its bytes, in hex. The CMS records it when a
 * file is uploaded or replaced (its `fileVersion`); the storefront writes it into each picture's
 * address; and the picture route, which fetches the bytes anyway, lets browsers keep an address for
 * good only when the bytes it fetched have that version. Strapi keeps a replaced file's address, so
 * without it a browser could not tell an old picture from a new one.
 *
 * Web Crypto, not node:crypto, so that nothing here leans on Node (these rules run in browsers too).
 */

/** Sixteen hex digits: 64 bits, far beyond any shop's files, and short enough for a page's many addresses. */
export const FILE_VERSION_PATTERN = /^[0-9a-f]{16}$/;

export async function fileVersionOf(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest.subarray(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
