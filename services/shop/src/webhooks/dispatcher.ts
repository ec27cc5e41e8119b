import type { Delivery, Outbox } from "./outbox.js";
import { signWebhook } from "./signature.js";

/**
 * Delivers as Shopify does, with its `X-Shopify-*` headers, so receivers are written once. Retries:
 * docs/shop.md, "Stock webhooks".
 */

export const API_VERSION = "2026-04";
/** The stand-in's myshopify domain, as a real shop's would be `<name>.myshopify.com`. */
export const SHOP_DOMAIN = "bedsmade-local.myshopify.com";

export type WebhookSettings = {
  urls: readonly string[];
  secret: string;
  /** How often the outbox is read. */
  pollMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  timeoutMs?: number;
};

export function webhookHeaders(delivery: Delivery, secret: string): Record<string, string> {
  return {
    "Content-Type": "application/json",
    "X-Shopify-Topic": delivery.topic,
    "X-Shopify-Hmac-Sha256": signWebhook(delivery.body, secret),
    "X-Shopify-Webhook-Id": delivery.webhookId,
    "X-Shopify-Shop-Domain": SHOP_DOMAIN,
    "X-Shopify-API-Version": API_VERSION,
    "X-Shopify-Triggered-At": delivery.createdAt,
  };
}

async function send(delivery: Delivery, secret: string, timeoutMs: number): Promise<string | null> {
  try {
    const response = await fetch(delivery.url, {
      method: "POST",
      headers: webhookHeaders(delivery, secret),
      body: delivery.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function startWebhookDispatcher(
  outbox: Outbox,
  settings: WebhookSettings,
  log: (message: string) => void,
): { stop(): void } {
  const { urls, secret, pollMs = 500, retryBaseMs = 1000, maxAttempts = 5, timeoutMs = 10_000 } = settings;
  let running = false;
  const tick = async () => {
    // One pass at a time, so a slow receiver never has a delivery sent twice at once.
    if (running) return;
    running = true;
    try {
      outbox.fanOut(urls, Date.now());
      for (const delivery of outbox.due(Date.now())) {
        const error = await send(delivery, secret, timeoutMs);
        if (error === null) {
          outbox.delivered(delivery);
          continue;
        }
        const tries = delivery.attempts + 1;
        const retryAt = tries >= maxAttempts ? null : Date.now() + retryBaseMs * 2 ** (tries - 1);
        outbox.failed(delivery, error, retryAt);
        log(
          `Shop service: webhook ${delivery.topic} ${delivery.webhookId} to ${delivery.url} failed (${error}); ` +
            (retryAt === null ? `giving up after ${tries} tries.` : `trying again in ${retryAt - Date.now()} ms.`),
        );
      }
    } catch (error) {
      log(`Shop service: the webhook outbox could not be read: ${String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
