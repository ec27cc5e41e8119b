import { invalidKey, validationError } from "../rest/errors.js";
import type { Attribute } from "../seed/schema-types.js";
import type { ContentView } from "./content-view.js";
import { parseFields } from "./fields.js";
import { compileFilters } from "./filters.js";
import { deepPopulate } from "./populate-deep.js";
import type { PopulateMap, PopulateNode } from "./populate-types.js";
import { requireModel, type QueryModel } from "./query-model.js";
import { compileSort } from "./sort.js";

const populatable = new Set(["media", "relation", "component", "dynamiczone"]);

/** The models a populate level applies to: one, or every component of a dynamic zone. */
function modelsBelow(view: ContentView, attribute: Attribute): QueryModel[] {
  if (attribute.type === "relation") return [requireModel(view.schemas, attribute.target)];
  if (attribute.type === "component") return [requireModel(view.schemas, attribute.component)];
  if (attribute.type === "dynamiczone") return attribute.components.map((uid) => requireModel(view.schemas, uid));
  return [];
}

function findAttribute(models: QueryModel[], key: string, path: string[]): Attribute {
  for (const model of models) {
    const attribute = model.attributes[key];
    if (attribute && populatable.has(attribute.type)) return attribute;
  }
  throw invalidKey("populate", key, path);
}

function everything(models: QueryModel[]): PopulateMap {
  const map: PopulateMap = new Map();
  for (const model of models) {
    for (const [key, attribute] of Object.entries(model.attributes)) {
      if (populatable.has(attribute.type)) map.set(key, {});
    }
  }
  return map;
}

/** `a.b.c` (or `a` alone): a chain of nodes, each loading the next. */
function addPath(view: ContentView, models: QueryModel[], map: PopulateMap, dotted: string, path: string[]): void {
  if (dotted === "*") {
    for (const [key, node] of everything(models)) if (!map.has(key)) map.set(key, node);
    return;
  }
  const [key = "", ...rest] = dotted.split(".");
  const attribute = findAttribute(models, key, path);
  const node = map.get(key) ?? {};
  if (rest.length > 0) {
    node.populate ??= new Map();
    addPath(view, modelsBelow(view, attribute), node.populate, rest.join("."), [...path, key]);
  }
  map.set(key, node);
}

const nodeKeys = new Set(["populate", "fields", "filters", "sort", "on", "count"]);

function parseNode(view: ContentView, attribute: Attribute, value: unknown, path: string[]): PopulateNode | undefined {
  if (value === true || value === "true" || value === "*") return {};
  if (value === false || value === "false") return undefined;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw validationError(`Invalid populate value for ${path.join(".")}`);
  }
  const options = value as Record<string, unknown>;
  for (const key of Object.keys(options)) if (!nodeKeys.has(key)) throw invalidKey("populate", key, path);
  const below = modelsBelow(view, attribute);
  const node: PopulateNode = {};
  if (options.populate !== undefined) node.populate = parsePopulateLevel(view, below, options.populate, path);
  const single = below.length === 1 ? below[0] : undefined;
  if (options.fields !== undefined && single) node.fields = parseFields(single, options.fields, path);
  if (attribute.type === "relation" && single) {
    if (options.filters !== undefined) node.filters = compileFilters(view, single, options.filters, path);
    if (options.sort !== undefined) node.sort = compileSort(single, options.sort);
  }
  if (options.on !== undefined && attribute.type === "dynamiczone") {
    node.on = new Map();
    for (const [uid, fragment] of Object.entries(options.on as Record<string, unknown>)) {
      if (!attribute.components.includes(uid)) throw invalidKey("populate", uid, [...path, "on"]);
      const model = requireModel(view.schemas, uid);
      const parsed = parseNode(view, { type: "component", component: uid, repeatable: false }, fragment, [...path, "on", uid]);
      if (parsed) node.on.set(model.uid, parsed);
    }
  }
  return node;
}

function parsePopulateLevel(view: ContentView, models: QueryModel[], value: unknown, path: string[]): PopulateMap {
  const map: PopulateMap = new Map();
  if (typeof value === "string") {
    for (const part of value.split(",").map((item) => item.trim()).filter(Boolean)) addPath(view, models, map, part, path);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item !== "string") throw validationError("Invalid populate parameter");
      for (const part of item.split(",").map((text) => text.trim()).filter(Boolean)) addPath(view, models, map, part, path);
    }
  } else if (value !== null && typeof value === "object") {
    for (const [key, option] of Object.entries(value)) {
      if (key === "*") {
        if (option === true || option === "true") for (const [name, node] of everything(models)) map.set(name, node);
        continue;
      }
      const node = parseNode(view, findAttribute(models, key, path), option, [...path, key]);
      if (node) map.set(key, node);
    }
  } else if (value !== true && value !== undefined) {
    throw validationError("Invalid populate parameter");
  }
  return map;
}

function deepDepth(value: unknown): number | undefined {
  const parts = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value.map(String) : [];
  if (parts[0]?.trim() !== "deep") return undefined;
  if (parts[1] === undefined) return 5;
  const depth = Number(parts[1]);
  if (!Number.isInteger(depth) || depth < 1) {
    throw validationError(`Invalid populate depth: ${parts[1]}. Expected an integer >= 1`);
  }
  return depth;
}

/** Parses the request's `populate` for a content type: populate-deep's `deep[,N]` or plain Strapi. */
export function parsePopulate(view: ContentView, uid: string, value: unknown): PopulateMap | undefined {
  if (value === undefined) return undefined;
  const depth = deepDepth(value);
  if (depth !== undefined) return deepPopulate(view.schemas, uid, depth);
  return parsePopulateLevel(view, [requireModel(view.schemas, uid)], value, []);
}
