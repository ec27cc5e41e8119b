import { errors } from "@strapi/utils";
import { placesOf, type EntryField, type Failure } from "./entry-fields";

/**
 * Strapi's "required" publishes a text of only spaces, which shoppers get as an empty heading or
 * button. Refused, naming each field the way Strapi does so the admin marks it.
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

/** The required texts of only spaces or line breaks among an entry's fields, as one refusal, or undefined when none. */
export function blankRequiredTexts(fields: readonly EntryField[]): errors.ValidationError | undefined {
  const failures = fields
    .filter(({ attribute }) => TEXT_TYPES.has(attribute.type) && attribute.required)
    .filter(({ value }) => typeof value === "string" && value.trim() === "")
    .map(({ path }): Failure => ({ path, message: BLANK_REQUIRED_MESSAGE, name: "ValidationError" }));
  return failures.length > 0 ? new errors.ValidationError(summary(failures), { errors: failures }) : undefined;
}
