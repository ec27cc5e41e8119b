import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { draftToPublish, fieldsOf, placesOf, type Failure } from "./entry-fields";

/**
 * Strapi's "required" refuses an empty text but publishes one of only spaces or line breaks, which
 * shoppers would then get as an empty heading or button, or an FAQ question without its answer. A
 * publish whose entry holds such a required text is refused, naming each field, as Strapi's own
 * validation does, so the admin marks it and says why. Drafts are saved as they are: a draft may be
 * unfinished.
 */

const TEXT_TYPES = new Set(["string", "text", "richtext", "email"]);
const BLANK_REQUIRED_MESSAGE = "This value is required: it holds only spaces or line breaks.";

/** The admin shows this message alone in its notice, so it names the fields. */
function summary(failures: readonly Failure[]): string {
  return (
    `Not published: ${failures.length === 1 ? "a required field holds" : "required fields hold"} only spaces or ` +
    `line breaks (${placesOf(failures)}). Fill in or remove each, then publish again.`
  );
}

/** Refuses publishing an entry with a required text of only spaces or line breaks. */
export function refuseBlankRequiredTexts(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: unknown }).documentId;
    if (context.action === "publish" && context.uid.startsWith("api::") && typeof documentId === "string") {
      const draft = await draftToPublish(strapi, context.uid, documentId);
      const failures = fieldsOf(strapi, context.uid, draft)
        .filter(({ attribute }) => TEXT_TYPES.has(attribute.type) && attribute.required)
        .filter(({ value }) => typeof value === "string" && value.trim() === "")
        .map(({ path }): Failure => ({ path, message: BLANK_REQUIRED_MESSAGE, name: "ValidationError" }));
      if (failures.length > 0) throw new errors.ValidationError(summary(failures), { errors: failures });
    }
    return next();
  });
}
