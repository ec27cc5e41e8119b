import type { Core, Data, Schema } from "@strapi/strapi";
import type { Submission } from "./submission";

/**
 * Stores a checked submission, with what is to become of it. A contact message is stored pending, to
 * be emailed (messages/delivery.ts); one the storefront judged a bot's is stored as spam and never
 * emailed; an email sign-up joins its list (subscribe, sold-out) once: signing up again with the same
 * address, in any letter case, updates the row already there instead of adding a second, so the
 * owner's list and its CSV export hold each address once. Spam never counts as a sign-up.
 */

const SUBMISSIONS = "api::form-submission.form-submission";

export type DeliveryStatus = "pending" | "sent" | "failed" | "spam" | "listed";

export async function storeSubmission(
  strapi: Core.Strapi,
  entry: Submission["entry"],
): Promise<{ id: Data.ID; deliveryStatus: DeliveryStatus }> {
  const { spamReason, ...fields } = entry;
  // The formData came from a parsed JSON body, so it is JSON, which is what the `data` column holds; a field
  // the form does not have is left out (Strapi stores it as null).
  const data = {
    ...fields,
    mobile: fields.mobile ?? undefined,
    message: fields.message ?? undefined,
    data: fields.data as Schema.Attribute.JsonValue,
  };
  const documents = strapi.documents(SUBMISSIONS);
  const create = async (deliveryStatus: DeliveryStatus, extra: { spamReason?: string } = {}) => {
    const { id } = await documents.create({ data: { ...data, deliveryStatus, ...extra } });
    return { id, deliveryStatus };
  };

  if (spamReason !== null) return create("spam", { spamReason });
  if (entry.formType === "contact") return create("pending");

  const [signedUp] = await documents.findMany({
    filters: { formType: entry.formType, email: { $eqi: entry.email }, deliveryStatus: "listed" },
    limit: 1,
  });
  if (!signedUp) return create("listed");
  // The latest sign-up's form and fields; its first date stays the row's createdAt.
  await strapi.db
    .query(SUBMISSIONS)
    .update({ where: { id: signedUp.id }, data: { formName: data.formName, data: data.data } });
  return { id: signedUp.id, deliveryStatus: "listed" };
}
