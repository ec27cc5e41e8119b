/**
 * Strapi 4's shape into Strapi 5's, so schemas are written once; media URLs made absolute
 * (docs/content.md, "Strapi 4 and 5 shapes").
 */

type JsonObject = Record<string, unknown>;

export type FlattenOptions = {
  /** Base for relative media URLs: the content service's public address. */
  mediaBaseUrl: string;
};

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A v4 entry: `{ id, attributes }`. Strapi 5's v4 compatibility mode (`Strapi-Response-Format: v4`)
 * also sends the entry's `documentId` beside `attributes`.
 */
function isWrappedEntry(value: JsonObject): value is { id: unknown; documentId?: unknown; attributes: JsonObject } {
  return "id" in value && isObject(value.attributes);
}

/** `{ data: null | entry | entry[] }` and nothing else, so a JSON field holding a `data` key is left alone. */
function isRelationWrapper(value: JsonObject): value is { data: unknown } {
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== "data") return false;
  const data = value.data;
  return data === null || Array.isArray(data) || (isObject(data) && "id" in data);
}

/** Strapi file objects (and their `formats` variants) carry `url`, `hash` and `mime`. */
function isFile(value: JsonObject): value is JsonObject & { url: string } {
  return typeof value.url === "string" && typeof value.hash === "string" && typeof value.mime === "string";
}

export function flattenStrapi(value: unknown, options: FlattenOptions): unknown {
  if (Array.isArray(value)) return value.map((item) => flattenStrapi(item, options));
  if (!isObject(value)) return value;
  if (isRelationWrapper(value)) return flattenStrapi(value.data, options);
  if (isWrappedEntry(value)) {
    const { id, documentId, attributes } = value;
    return flattenStrapi({ id, ...(documentId === undefined ? {} : { documentId }), ...attributes }, options);
  }

  const flat: JsonObject = {};
  for (const [key, field] of Object.entries(value)) flat[key] = flattenStrapi(field, options);
  if (isFile(flat)) flat.url = new URL(flat.url, `${options.mediaBaseUrl}/`).toString();
  return flat;
}
