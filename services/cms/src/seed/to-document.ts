import type { Core, UID } from "@strapi/strapi";

/** Seed references (file names, entry keys) to upload ids and documentIds, at any component depth. */

type Attribute = { type: string; component?: string; repeatable?: boolean; target?: string };
export type References = {
  media(file: string): number;
  document(target: string, key: string): string;
};

type Json = Record<string, unknown>;

function attributesOf(strapi: Core.Strapi, uid: string): Record<string, Attribute> {
  const schema = strapi.contentTypes[uid as UID.ContentType] ?? strapi.components[uid as UID.Component];
  if (!schema) throw new Error(`${uid} is not part of the content model`);
  return schema.attributes as Record<string, Attribute>;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A field the schema of this attribute type always has; a schema without it is broken. */
function schemaField(value: string | undefined, what: string, where: string): string {
  if (value === undefined) throw new Error(`${where}: the content model gives no ${what}`);
  return value;
}

function convertValue(
  strapi: Core.Strapi,
  attribute: Attribute,
  value: unknown,
  refs: References,
  where: string,
): unknown {
  if (value === null || value === undefined) return value;
  switch (attribute.type) {
    case "media":
      return Array.isArray(value) ? value.map((file) => refs.media(String(file))) : refs.media(String(value));
    case "relation": {
      const target = schemaField(attribute.target, "relation target", where);
      const ids = asList(value).map((key) => refs.document(target, String(key)));
      return Array.isArray(value) ? ids : ids[0];
    }
    case "component": {
      const component = schemaField(attribute.component, "component", where);
      return attribute.repeatable
        ? asList(value).map((item, index) => convertFields(strapi, component, item, refs, `${where}[${index}]`))
        : convertFields(strapi, component, value, refs, where);
    }
    case "dynamiczone":
      return asList(value).map((item, index) => {
        const { __component: component, ...fields } = item as Json;
        return {
          __component: component,
          ...convertFields(strapi, String(component), fields, refs, `${where}[${index}]`),
        };
      });
    default:
      return value;
  }
}

export function convertFields(
  strapi: Core.Strapi,
  uid: string,
  fields: unknown,
  refs: References,
  where: string,
): Json {
  if (typeof fields !== "object" || fields === null) throw new Error(`${where}: expected a mapping of fields`);
  const attributes = attributesOf(strapi, uid);
  const data: Json = {};
  for (const [name, value] of Object.entries(fields)) {
    const attribute = attributes[name];
    if (!attribute) throw new Error(`${where}: "${name}" is not a field of ${uid}`);
    data[name] = convertValue(strapi, attribute, value, refs, `${where}.${name}`);
  }
  return data;
}

/** The content types an entry of `uid` points at, through its components and zones at any depth. */
export function relationTargets(strapi: Core.Strapi, uid: string, seen = new Set<string>()): Set<string> {
  const targets = new Set<string>();
  if (seen.has(uid)) return targets;
  seen.add(uid);
  const schema = strapi.contentTypes[uid as UID.ContentType] ?? strapi.components[uid as UID.Component];
  for (const attribute of Object.values(
    (schema?.attributes ?? {}) as Record<string, Attribute & { components?: string[] }>,
  )) {
    if (attribute.type === "relation" && attribute.target?.startsWith("api::")) targets.add(attribute.target);
    const nested =
      attribute.type === "component" && attribute.component
        ? [attribute.component]
        : attribute.type === "dynamiczone"
          ? (attribute.components ?? [])
          : [];
    for (const component of nested) for (const target of relationTargets(strapi, component, seen)) targets.add(target);
  }
  return targets;
}
