import { createHmac } from "node:crypto";

/**
 * Shopify's webhook signature: `X-Shopify-Hmac-Sha256` is the base64 HMAC-SHA256 of the raw request
 * body, keyed with the app's secret. A receiver computes the same over the bytes it received.
 */
export function signWebhook(rawBody: string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("base64");
}
