import type { Logger } from "../logger.js";
import type { ContentEvent } from "./content-events.js";

/** Strapi's webhook timeout; it does not retry. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookTarget {
  urls: string[];
  secret: string | undefined;
}

async function post(url: string, secret: string | undefined, event: ContentEvent, logger: Logger): Promise<void> {
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Strapi-Event": event.event };
  if (secret) headers.Authorization = `Bearer ${secret}`;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify(event.body),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) logger.warn(`webhook ${event.event} to ${url} answered ${response.status}`);
    await response.body?.cancel();
  } catch (error) {
    logger.warn(`webhook ${event.event} to ${url} failed: ${(error as Error).message}`);
  }
}

/** Sends every event to every target; failures are logged, never thrown. */
export async function sendWebhooks(target: WebhookTarget, events: ContentEvent[], logger: Logger): Promise<void> {
  await Promise.all(
    target.urls.flatMap((url) => events.map((event) => post(url, target.secret, event, logger))),
  );
}
