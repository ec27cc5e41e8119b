import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Checked over the bytes as received (re-serialised JSON would differ), in constant time so timing
 * tells a forger nothing.
 */
export function signatureIsValid(rawBody: string, signature: unknown, secret: string): boolean {
  if (typeof signature !== "string" || signature === "") return false;
  const expected = createHmac("sha256", secret).update(rawBody, "utf8").digest();
  const given = Buffer.from(signature, "base64");
  // timingSafeEqual needs equal lengths; a signature of another length is wrong whatever it holds.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
