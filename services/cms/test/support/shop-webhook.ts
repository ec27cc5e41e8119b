import { createHmac, randomUUID } from "node:crypto";
import { request } from "./cms.js";

/** The shop's stock webhooks as a test sends them to the CMS: signed like Shopify's, or forged. */

export type WebhookOptions = { id?: string; secret?: string; signature?: string };

export function sendShopWebhook(
  cmsUrl: string,
  body: unknown,
  { id = randomUUID(), secret = "", signature }: WebhookOptions,
) {
  const raw = JSON.stringify(body);
  return request(`${cmsUrl}/api/shop-webhooks`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Shopify-Topic": "products/update",
      "X-Shopify-Webhook-Id": id,
      "X-Shopify-Shop-Domain": "bedsmade-local.myshopify.com",
      "X-Shopify-API-Version": "2026-04",
      "X-Shopify-Hmac-Sha256": signature ?? createHmac("sha256", secret).update(raw).digest("base64"),
    },
    body: raw,
  });
}

/** A products/update with one Classic Queen 15-20 cm variant in stock, titled as given. */
export const classicQueenBack = (title = "Classic Sheet Set") => ({
  id: 8470000000001,
  title,
  handle: "classic-sheet-set",
  options: [{ name: "Size", position: 1, values: ["Queen"] }],
  variants: [
    {
      id: 44700000001006,
      title: "Queen / 15-20 cm",
      option1: "Queen",
      option2: "15-20 cm",
      inventory_management: "shopify",
      inventory_policy: "deny",
      inventory_quantity: 2,
    },
  ],
});
