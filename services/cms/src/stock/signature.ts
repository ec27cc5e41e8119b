import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Shopify signs each webhook with `X-Shopify-Hmac-Sha256`: the base64 HMAC-SHA256 of the raw body,
 * keyed with the shared secret. The check is over the bytes as received (a re-serialised JSON body
 * would differ) and compares in constant time, so the answer's timing tells a forger nothing.
 */
export function signatureIsValid(rawBody: string, signature: unknown, secret: string): boolean {
  if (typeof signature !== "string" || signature === "") return false;
  const expected = createHmac("sha256", secret).update(rawBody, "utf8").digest();
  const given = Buffer.from(signature, "base64");
  // timingSafeEqual needs equal lengths; a signature of another length is wrong whatever it holds.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
