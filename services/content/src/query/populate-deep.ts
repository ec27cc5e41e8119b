import type { SchemaSet } from "../seed/schema-types.js";
import type { PopulateMap, PopulateNode } from "./populate-types.js";

/** The populate-deep plugin's intermediate form: `true` loads a node with its scalar fields only. */
type DeepValue = true | { populate: Record<string, DeepValue> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** lodash `merge`: objects merge key by key, anything else from `source` replaces. */
function merge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = result[key];
    result[key] = isObject(current) && isObject(value) ? merge(current, value) : value;
  }
  return result;
}

/**
 * getFullPopulateObject from strapi-plugin-populate-deep: every component, dynamic-zone and
 * relation step uses one level; media are populated wherever their holder is expanded; a dynamic
 * zone gets the merge of its components' trees, or `true` when none of them has anything to expand.
 */
function fullPopulate(schemas: SchemaSet, uid: string, maxDepth: number): DeepValue {
  if (maxDepth <= 1) return true;
  const attributes = schemas.contentTypes.get(uid)?.attributes ?? schemas.components.get(uid)?.attributes ?? {};
  const populate: Record<string, DeepValue> = {};
  for (const [key, attribute] of Object.entries(attributes)) {
    if (attribute.type === "component") {
      populate[key] = fullPopulate(schemas, attribute.component, maxDepth - 1);
    } else if (attribute.type === "dynamiczone") {
      const merged = attribute.components.reduce<Record<string, unknown>>((previous, component) => {
        const value = fullPopulate(schemas, component, maxDepth - 1);
        return value === true ? previous : merge(previous, value);
      }, {});
      populate[key] = Object.keys(merged).length === 0 ? true : (merged as DeepValue);
    } else if (attribute.type === "relation") {
      populate[key] = fullPopulate(schemas, attribute.target, maxDepth - 1);
    } else if (attribute.type === "media") {
      populate[key] = true;
    }
  }
  return Object.keys(populate).length === 0 ? true : { populate };
}

function toNode(value: DeepValue): PopulateNode {
  if (value === true) return {};
  return { populate: toMap(value.populate) };
}

function toMap(populate: Record<string, DeepValue>): PopulateMap {
  return new Map(Object.entries(populate).map(([key, value]) => [key, toNode(value)]));
}

/** `populate=deep,N`: the plugin replaces the request's populate with the tree's top level. */
export function deepPopulate(schemas: SchemaSet, uid: string, depth: number): PopulateMap | undefined {
  const tree = fullPopulate(schemas, uid, depth);
  return tree === true ? undefined : toMap(tree.populate);
}
