import type { Core, UID } from "@strapi/strapi";
import { attributesOf, type Attribute } from "../setup/deep-populate";

/** An entry's fields through every nested component, each with its path so a refusal marks that field in the admin. */

type PopulateMap = Record<
  string,
  true | { populate: PopulateMap } | { on: Record<string, { populate: PopulateMap } | true> }
>;

/** A field of an entry: its path from the entry, the type or component that declares it, and its value. */
export type EntryField = { path: string[]; holder: string; name: string; attribute: Attribute; value: unknown };

export type Failure = { path: string[]; message: string; name: "ValidationError" };

/** Every component and dynamic zone of a type, as deep as they nest (no relations or media). */
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

/** The draft about to be published, with every component it holds. */
export function draftToPublish(strapi: Core.Strapi, uid: UID.ContentType, documentId: string) {
  const populate = componentsOf(strapi, uid) as never;
  return strapi.documents(uid).findOne({ documentId, status: "draft", populate });
}

/** Every field of `value`, an entry of `uid` or a part of one, into its components and dynamic zones. */
export function fieldsOf(strapi: Core.Strapi, uid: string, value: unknown, path: string[] = []): EntryField[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => fieldsOf(strapi, uid, item, [...path, String(index)]));
  if (typeof value !== "object" || value === null) return [];
  const entry = value as Record<string, unknown>;
  const holder = typeof entry.__component === "string" ? entry.__component : uid;
  return Object.entries(attributesOf(strapi, holder)).flatMap(([name, attribute]) => {
    const field: EntryField = { path: [...path, name], holder, name, attribute, value: entry[name] };
    if (attribute.type === "component" && attribute.component)
      return [field, ...fieldsOf(strapi, attribute.component, entry[name], field.path)];
    if (attribute.type === "dynamiczone") return [field, ...fieldsOf(strapi, uid, entry[name], field.path)];
    return [field];
  });
}

/** Where a field is, as the owner counts in the edit view: `pageContent › 3 › sections › 1 › answer`. */
export function placeOf(path: readonly string[]): string {
  return path.map((step) => (/^\d+$/.test(step) ? String(Number(step) + 1) : step)).join(" › ");
}

/** The places of the first few failures, for a notice that shows one message alone. */
export function placesOf(failures: readonly Failure[]): string {
  const places = failures.slice(0, 3).map((failure) => placeOf(failure.path));
  const more = failures.length > 3 ? ` and ${failures.length - 3} more` : "";
  return `${places.join("; ")}${more}`;
}
