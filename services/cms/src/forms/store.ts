import type { Core, Data, Schema } from "@strapi/strapi";
import type { Submission } from "./submission";

/**
 * Stores a checked submission with its fate: a message pending email, a bot's as spam, a sign-up
 * once per address. Each case and why: docs/cms.md, "Form submissions".
 */

const SUBMISSIONS = "api::form-submission.form-submission";

export type DeliveryStatus = "pending" | "sent" | "failed" | "spam" | "listed";

/** Longer than any wait of the storefront's, and a "try again in a minute" or two. */
export const REPEAT_WINDOW_MS = 10 * 60_000;

export async function storeSubmission(
  strapi: Core.Strapi,
  entry: Submission["entry"],
): Promise<{ id: Data.ID; deliveryStatus: DeliveryStatus; repeated?: true }> {
  const { spamReason, set, ...fields } = entry;
  // formData came from parsed JSON, so the `data` cast holds; a field the form lacks is left out.
  const data = {
    ...fields,
    mobile: fields.mobile ?? undefined,
    message: fields.message ?? undefined,
    data: fields.data as Schema.Attribute.JsonValue,
    ...(set ? { ...set, restockStatus: "waiting" as const } : {}),
  };
  const documents = strapi.documents(SUBMISSIONS);
  const create = async (deliveryStatus: DeliveryStatus, extra: { spamReason?: string } = {}) => {
    const { id } = await documents.create({ data: { ...data, deliveryStatus, ...extra } });
    return { id, deliveryStatus };
  };

  if (spamReason !== null) return create("spam", { spamReason });
  if (entry.formType === "contact") {
    const [sentAlready] = await documents.findMany({
      filters: {
        formType: "contact",
        email: { $eqi: entry.email },
        mobile: entry.mobile ?? { $null: true },
        message: entry.message ?? { $null: true },
        deliveryStatus: { $ne: "spam" },
        createdAt: { $gt: new Date(Date.now() - REPEAT_WINDOW_MS).toISOString() },
      },
      limit: 1,
    });
    if (sentAlready)
      return { id: sentAlready.id, deliveryStatus: sentAlready.deliveryStatus ?? "pending", repeated: true };
    return create("pending");
  }

  const [signedUp] = await documents.findMany({
    filters: {
      formType: entry.formType,
      email: { $eqi: entry.email },
      // A sold-out request stays on its list after its "back in stock" email went (or is going) out.
      deliveryStatus: { $ne: "spam" },
      ...(set ?? {}),
    },
    limit: 1,
  });
  if (!signedUp) return create("listed");
  // Latest form and fields; createdAt keeps the first date. A request already told of its set waits
  // again: the set sold out again.
  const toldAlready = signedUp.restockStatus === "notified" && signedUp.deliveryStatus === "sent";
  const waitAgain = { restockStatus: "waiting", deliveryStatus: "listed", notifiedAt: null, restockNotice: null };
  await strapi.db.query(SUBMISSIONS).update({
    where: { id: signedUp.id },
    data: { formName: data.formName, data: data.data, ...(toldAlready ? waitAgain : {}) },
  });
  return { id: signedUp.id, deliveryStatus: toldAlready ? "listed" : (signedUp.deliveryStatus ?? "listed") };
}
