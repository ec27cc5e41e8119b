import type { Core, Data } from "@strapi/strapi";
import { z } from "zod";
import { contactEmail, type OutgoingEmail } from "./contact-email";
import { storefrontUrl } from "../setup/preview";
import { restockEmail } from "./restock-email";
import { delayAfterFailure, retryPolicy, type RetryPolicy } from "./retry-policy";

/**
 * Emails stored messages; each is stored before any try, so a failed send loses nothing. Retries and
 * why a try claims its message first: docs/cms.md, "Emailing messages".
 */

const SUBMISSIONS = "api::form-submission.form-submission";
const SETTINGS = "api::form-setting.form-setting";
/** At most this many messages per check, so one check cannot run for long. */
const BATCH = 20;

type Row = {
  id: Data.ID;
  formType: string;
  email: string;
  mobile: string | null;
  message: string | null;
  createdAt: string;
  deliveryAttempts: number | null;
  restockNotice: unknown;
};

const restockNotice = z.object({ setName: z.string().min(1), path: z.string().startsWith("/") });

/** A message whose try is due: never tried yet, or failed and its wait is over. */
function due(now: Date) {
  return {
    formType: { $in: ["contact", "sold-out"] },
    $or: [
      { deliveryStatus: "pending", $or: [{ nextDeliveryAt: { $null: true } }, { nextDeliveryAt: { $lte: now } }] },
      { deliveryStatus: "failed", nextDeliveryAt: { $lte: now } },
    ],
  };
}

async function recipients(strapi: Core.Strapi): Promise<string[]> {
  const settings = (await strapi.documents(SETTINGS).findFirst({ populate: ["recipients"] })) as {
    recipients?: { email?: string | null }[];
  } | null;
  return (settings?.recipients ?? []).flatMap(({ email }) => (email?.trim() ? [email.trim()] : []));
}

async function claim(strapi: Core.Strapi, id: Data.ID, policy: RetryPolicy): Promise<Row | null> {
  const now = new Date();
  const { count } = await strapi.db.query(SUBMISSIONS).updateMany({
    where: { id, ...due(now) },
    data: { nextDeliveryAt: new Date(now.getTime() + policy.leaseMs) },
  });
  return count === 1 ? ((await strapi.db.query(SUBMISSIONS).findOne({ where: { id } })) as Row) : null;
}

async function emailFor(strapi: Core.Strapi, row: Row): Promise<OutgoingEmail> {
  if (row.formType === "sold-out") {
    return restockEmail(row.email, restockNotice.parse(row.restockNotice), storefrontUrl());
  }
  const to = await recipients(strapi);
  if (to.length === 0) throw new Error("No recipients: add one under Content Manager → Form settings");
  return contactEmail({ ...row, receivedAt: new Date(row.createdAt) }, to);
}

async function send(strapi: Core.Strapi, row: Row): Promise<void> {
  await strapi
    .plugin("email")
    .service("email")
    .send(await emailFor(strapi, row));
}

/** One try at emailing one message; does nothing unless the message is due and not being sent already. */
export async function deliverMessage(strapi: Core.Strapi, id: Data.ID, policy = retryPolicy()): Promise<void> {
  const row = await claim(strapi, id, policy);
  if (!row) return;
  const attempts = (row.deliveryAttempts ?? 0) + 1;
  const update = (data: Record<string, unknown>) =>
    strapi.db.query(SUBMISSIONS).update({ where: { id }, data: { deliveryAttempts: attempts, ...data } });
  try {
    await send(strapi, row);
    await update({ deliveryStatus: "sent", nextDeliveryAt: null, deliveryError: null });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const delay = delayAfterFailure(attempts, policy);
    await update({
      deliveryStatus: "failed",
      nextDeliveryAt: delay === null ? null : new Date(Date.now() + delay),
      deliveryError: reason.slice(0, 1000),
    });
    strapi.log.warn(
      delay === null
        ? `[messages] Message ${id} (${row.formType}) could not be emailed after ${attempts} tries (${reason}); it stays stored as failed: set it back to pending in the admin to try again.`
        : `[messages] Message ${id} (${row.formType}) could not be emailed (${reason}); trying again in ${Math.round(delay / 1000)} s.`,
    );
  }
}

/** The checker's work: every message whose try is due, one after another. */
export async function deliverDueMessages(strapi: Core.Strapi, policy = retryPolicy()): Promise<void> {
  const rows = (await strapi.db.query(SUBMISSIONS).findMany({
    where: due(new Date()),
    select: ["id"],
    orderBy: { id: "asc" },
    limit: BATCH,
  })) as { id: Data.ID }[];
  for (const { id } of rows) await deliverMessage(strapi, id, policy);
}
