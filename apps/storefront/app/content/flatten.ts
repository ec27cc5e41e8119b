/**
 * Strapi v4 wraps every entry as `{ id, attributes: {…} }` and every relation or media field as
 * `{ data: … }`; Strapi v5 sends the same content flat, with a `documentId`. Flattening turns the
 * v4 shape into the v5 one, so the schemas that follow are written once, for one shape.
 * It also makes media URLs absolute, because the upload provider of a local Strapi answers
 * relative `/uploads/…` paths that a browser would resolve against the storefront instead.
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

/**
 * A v4 relation or media field: `{ data: null | entry | entry[] }` and nothing else.
 * A JSON field that happens to hold a `data` key is left alone unless it has exactly this form.
 */
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
