import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { attributesOf } from "../setup/deep-populate";

/**
 * Strapi's "required" refuses an empty text but publishes one of only spaces or line breaks, which
 * shoppers would then get as an empty heading or button, or an FAQ question without its answer. A
 * publish whose entry holds such a required text is refused, naming each field, as Strapi's own
 * validation does, so the admin marks it and says why. Drafts are saved as they are: a draft may be
 * unfinished.
 */

type PopulateMap = Record<
  string,
  true | { populate: PopulateMap } | { on: Record<string, { populate: PopulateMap } | true> }
>;
type Failure = { path: string[]; message: string; name: "ValidationError" };

const TEXT_TYPES = new Set(["string", "text", "richtext", "email"]);
const BLANK_REQUIRED_MESSAGE = "This value is required: it holds only spaces or line breaks.";

/** Every component and dynamic zone of a type, as deep as they nest (texts only: no relations or media). */
function componentsOf(strapi: Core.Strapi, uid: string, seen: readonly string[] = []): PopulateMap {
  const populate: PopulateMap = {};
  const inner = (component: string) =>
    seen.includes(component) ? true : { populate: componentsOf(strapi, component, [...seen, component]) };
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (attribute.type === "component" && attribute.component) populate[name] = inner(attribute.component);
    if (attribute.type === "dynamiczone" && attribute.components)
      populate[name] = { on: Object.fromEntries(attribute.components.map((part) => [part, inner(part)])) };
  }
  return populate;
}

function blankRequired(strapi: Core.Strapi, uid: string, value: unknown, path: string[]): Failure[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => blankRequired(strapi, uid, item, [...path, String(index)]));
  if (typeof value !== "object" || value === null) return [];
  const entry = value as Record<string, unknown>;
  const holder = typeof entry.__component === "string" ? entry.__component : uid;
  return Object.entries(attributesOf(strapi, holder)).flatMap(([name, attribute]) => {
    const field = entry[name];
    if (TEXT_TYPES.has(attribute.type) && attribute.required && typeof field === "string" && field.trim() === "")
      return [{ path: [...path, name], message: BLANK_REQUIRED_MESSAGE, name: "ValidationError" as const }];
    if (attribute.type === "component" && attribute.component)
      return blankRequired(strapi, attribute.component, field, [...path, name]);
    if (attribute.type === "dynamiczone") return blankRequired(strapi, uid, field, [...path, name]);
    return [];
  });
}

/** Where a field is, as the owner counts in the edit view: `pageContent › 3 › sections › 1 › answer`. */
function placeOf(path: readonly string[]): string {
  return path.map((step) => (/^\d+$/.test(step) ? String(Number(step) + 1) : step)).join(" › ");
}

/** The admin shows this message alone in its notice, so it names the fields. */
function summary(failures: readonly Failure[]): string {
  const places = failures.slice(0, 3).map((failure) => placeOf(failure.path));
  const more = failures.length > 3 ? ` and ${failures.length - 3} more` : "";
  return (
    `Not published: ${failures.length === 1 ? "a required field holds" : "required fields hold"} only spaces or ` +
    `line breaks (${places.join("; ")}${more}). Fill in or remove each, then publish again.`
  );
}

/** Refuses publishing an entry with a required text of only spaces or line breaks. */
export function refuseBlankRequiredTexts(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: unknown }).documentId;
    if (context.action === "publish" && context.uid.startsWith("api::") && typeof documentId === "string") {
      const populate = componentsOf(strapi, context.uid) as never;
      const draft = await strapi.documents(context.uid).findOne({ documentId, status: "draft", populate });
      const failures = blankRequired(strapi, context.uid, draft, []);
      if (failures.length > 0) throw new errors.ValidationError(summary(failures), { errors: failures });
    }
    return next();
  });
}
