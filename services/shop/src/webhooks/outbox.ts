import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { ShopDatabase } from "../store/database.js";

/**
 * Webhooks wait in SQLite, written in the stock change's own transaction, so none is lost or invented.
 * Why an outbox and the delivery ids: docs/shop.md, "Stock webhooks".
 */

export type Delivery = {
  webhookId: string;
  url: string;
  attempts: number;
  topic: string;
  body: string;
  createdAt: string;
};

const deliveryRow = z.object({
  webhook_id: z.string(),
  url: z.string(),
  attempts: z.number().int(),
  topic: z.string(),
  body: z.string(),
  created_at: z.string(),
});

export function enqueueWebhook(db: ShopDatabase, topic: string, body: unknown, at: Date): void {
  db.prepare("INSERT INTO webhook_events (topic, body, created_at) VALUES (?, ?, ?)").run(
    topic,
    JSON.stringify(body),
    at.toISOString(),
  );
}

export function createOutbox(db: ShopDatabase) {
  const newEvents = db.prepare("SELECT id FROM webhook_events WHERE fanned_out = 0 ORDER BY id");
  const markFannedOut = db.prepare("UPDATE webhook_events SET fanned_out = 1 WHERE id = ?");
  const insertDelivery = db.prepare(
    "INSERT INTO webhook_deliveries (webhook_id, event_id, url, next_at, status) VALUES (?, ?, ?, ?, 'pending')",
  );
  const due = db.prepare(`
    SELECT d.webhook_id, d.url, d.attempts, e.topic, e.body, e.created_at
    FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
    WHERE d.status = 'pending' AND d.next_at <= ? ORDER BY d.next_at LIMIT 20`);
  const settle = db.prepare(
    "UPDATE webhook_deliveries SET status = ?, attempts = ?, next_at = ?, last_error = ? WHERE webhook_id = ?",
  );

  return {
    /** Every event not yet fanned out becomes one pending delivery per URL (none: it is only recorded). */
    fanOut(urls: readonly string[], now: number): number {
      let created = 0;
      db.transaction(() => {
        for (const { id } of newEvents.all() as { id: number }[]) {
          for (const url of urls) insertDelivery.run(randomUUID(), id, url, now);
          markFannedOut.run(id);
          created += urls.length;
        }
      })();
      return created;
    },
    due(now: number): Delivery[] {
      return z
        .array(deliveryRow)
        .parse(due.all(now))
        .map((row) => ({
          webhookId: row.webhook_id,
          url: row.url,
          attempts: row.attempts,
          topic: row.topic,
          body: row.body,
          createdAt: row.created_at,
        }));
    },
    delivered(delivery: Delivery): void {
      settle.run("delivered", delivery.attempts + 1, 0, null, delivery.webhookId);
    },
    /** A failed try: tried again at `retryAt`, or given up on when it is null. */
    failed(delivery: Delivery, error: string, retryAt: number | null): void {
      const status = retryAt === null ? "failed" : "pending";
      settle.run(status, delivery.attempts + 1, retryAt ?? 0, error.slice(0, 500), delivery.webhookId);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
