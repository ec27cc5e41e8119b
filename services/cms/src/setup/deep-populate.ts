import type { Core, UID } from "@strapi/strapi";

/**
 * Builds `populate=deep,N` from the content model, as the Strapi 4 populate-deep plugin the shop was
 * written against did. Levels and bounds: docs/cms.md, "Deep populate".
 */

export const MAX_DEPTH = 10;
const DEFAULT_DEPTH = 5;

export type Attribute = {
  type: string;
  required?: boolean;
  component?: string;
  components?: string[];
  target?: string;
  visible?: boolean;
  private?: boolean;
};
type PopulateNode = true | { populate: PopulateMap } | { on: Record<string, PopulateNode> };
type PopulateMap = Record<string, PopulateNode>;

/** `deep,abc` is a deep populate with a bad depth ("invalid"), not a field called "deep". */
export function parseDeepPopulate(populate: unknown): number | "invalid" | null {
  if (typeof populate !== "string") return null;
  const match = /^deep(?:,(.*))?$/.exec(populate.trim());
  if (!match) return null;
  if (match[1] !== undefined && !/^\d+$/.test(match[1].trim())) return "invalid";
  const depth = match[1] === undefined ? DEFAULT_DEPTH : Number(match[1]);
  return depth >= 1 && depth <= MAX_DEPTH ? depth : "invalid";
}

/** The API content type a REST path reads: `/api/pages/…` → pages, `/api/header` → header. */
export function contentTypeOfPath(strapi: Core.Strapi, path: string): UID.ContentType | null {
  const segment = /^\/api\/([^/]+)/.exec(path)?.[1];
  if (!segment) return null;
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith("api::")) continue;
    const { singularName, pluralName } = contentType.info;
    const name = contentType.kind === "singleType" ? singularName : pluralName;
    if (name === segment) return uid as UID.ContentType;
  }
  return null;
}

/** A content type's or component's attributes, by name, as its schema declares them. */
export function attributesOf(strapi: Core.Strapi, uid: string): Record<string, Attribute> {
  const schema = strapi.contentTypes[uid as UID.ContentType] ?? strapi.components[uid as UID.Component];
  return (schema?.attributes ?? {}) as Record<string, Attribute>;
}

/** A relation to a shop type: admin users never belong in a public answer, and Strapi refuses `localizations`. */
function isShopRelation(attribute: Attribute): attribute is Attribute & { target: string } {
  return (
    attribute.type === "relation" &&
    Boolean(attribute.target?.startsWith("api::")) &&
    attribute.visible !== false &&
    !attribute.private
  );
}

function node(strapi: Core.Strapi, uid: string, depth: number, path: readonly string[]): PopulateNode {
  const populate = expand(strapi, uid, depth, path);
  return populate ? { populate } : true;
}

function expand(strapi: Core.Strapi, uid: string, depth: number, path: readonly string[]): PopulateMap | undefined {
  if (depth <= 1) return undefined;
  const populate: PopulateMap = {};
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (attribute.type === "media") {
      populate[name] = true;
    } else if (attribute.type === "component" && attribute.component) {
      populate[name] = node(strapi, attribute.component, depth - 1, path);
    } else if (attribute.type === "dynamiczone" && attribute.components) {
      const on = Object.fromEntries(
        attribute.components.map((component) => [component, node(strapi, component, depth - 1, path)]),
      );
      populate[name] = { on };
    } else if (isShopRelation(attribute)) {
      const { target } = attribute;
      populate[name] = path.includes(target) ? true : node(strapi, target, depth - 1, [...path, target]);
    }
  }
  return Object.keys(populate).length > 0 ? populate : undefined;
}

export function deepPopulate(strapi: Core.Strapi, uid: UID.ContentType, depth: number): PopulateMap | undefined {
  return expand(strapi, uid, depth, [uid]);
}
