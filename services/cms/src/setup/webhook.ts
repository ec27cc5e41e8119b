import type { Core } from "@strapi/strapi";

/**
 * The storefront's `POST /api/revalidate` as a webhook, so publishing purges its caches at once.
 * Updated in place, since the secret changes between runs.
 */
const NAME = "Storefront cache purge";
const EVENTS = [
  "entry.create",
  "entry.update",
  "entry.delete",
  "entry.publish",
  "entry.unpublish",
  "media.create",
  "media.update",
  "media.delete",
];

type Webhook = {
  id: string | number;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
};

export async function registerStorefrontWebhook(strapi: Core.Strapi): Promise<void> {
  const url =
    process.env.CONTENT_WEBHOOK_URL ?? `${process.env.STOREFRONT_URL ?? "http://localhost:3000"}/api/revalidate`;
  const secret = process.env.REVALIDATE_SECRET;
  const store = strapi.get("webhookStore");
  const runner = strapi.get("webhookRunner");
  const existing = ((await store.findWebhooks()) as Webhook[]).find((webhook) => webhook.name === NAME);

  if (!url || !secret) {
    if (existing) {
      await store.deleteWebhook(existing.id);
      runner.remove(existing);
    }
    strapi.log.warn("[setup] REVALIDATE_SECRET is not set: the storefront will not hear of content changes.");
    return;
  }
  const events = EVENTS.filter((event) => [...store.allowedEvents.values()].includes(event));
  const wanted = { name: NAME, url, headers: { Authorization: `Bearer ${secret}` }, events, isEnabled: true };
  if (existing) {
    const updated = await store.updateWebhook(existing.id, wanted);
    runner.update(updated);
  } else {
    runner.add(await store.createWebhook(wanted));
  }
}
