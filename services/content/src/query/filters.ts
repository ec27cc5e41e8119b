import { invalidKey, validationError } from "../rest/errors.js";
import { readField, type ContentView, type QueryRecord } from "./content-view.js";
import { requireModel, scalarFieldType, type QueryModel } from "./query-model.js";
import { compileScalarCondition } from "./scalar-operators.js";

export type RecordPredicate = (record: QueryRecord) => boolean;

function asObject(value: unknown, path: string[]): Record<string, unknown> {
  if (value === null || typeof value !== "object") {
    throw validationError(`Invalid filters at ${path.join(".") || "filters"}: expected an object`);
  }
  // qs turns $or[0]=… into an array and $or[25]=… into an object keyed by index
  return value as Record<string, unknown>;
}

const listOf = (value: unknown, path: string[]): unknown[] =>
  Array.isArray(value) ? value : Object.values(asObject(value, path));

/** Records reached through a relation or a component field, for nested filters. */
function nestedRecords(view: ContentView, model: QueryModel, name: string, record: QueryRecord): QueryRecord[] {
  const attribute = model.attributes[name];
  const value = record.fields[name];
  if (attribute?.type === "relation") return view.related(attribute.target, value);
  if (Array.isArray(value)) return value as QueryRecord[];
  return value ? [value as QueryRecord] : [];
}

/**
 * Compiles a Strapi `filters` object for a model into a predicate. Scalar fields take operators;
 * relation and component fields take nested filters on what they point at (any match counts).
 */
export function compileFilters(
  view: ContentView,
  model: QueryModel,
  filters: unknown,
  path: string[] = [],
): RecordPredicate {
  const checks = Object.entries(asObject(filters, path)).map(([key, condition]): RecordPredicate => {
    if (key === "$and" || key === "$or") {
      const parts = listOf(condition, [...path, key]).map((part, index) =>
        compileFilters(view, model, part, [...path, key, String(index)]),
      );
      return key === "$and"
        ? (record) => parts.every((part) => part(record))
        : (record) => parts.some((part) => part(record));
    }
    if (key === "$not") {
      const inner = compileFilters(view, model, condition, [...path, key]);
      return (record) => !inner(record);
    }
    const type = scalarFieldType(model, key);
    if (type) {
      const test = compileScalarCondition(type, condition, [...path, key].join("."));
      return (record) => test(readField(record, key));
    }
    const attribute = model.attributes[key];
    if (attribute?.type === "relation" || attribute?.type === "component") {
      const target = requireModel(view.schemas, attribute.type === "relation" ? attribute.target : attribute.component);
      const conditions = asObject(condition, [...path, key]);
      const { $null: isNull, $notNull: notNull, ...rest } = conditions;
      const inner = compileFilters(view, target, rest, [...path, key]);
      return (record) => {
        const records = nestedRecords(view, model, key, record);
        if (isNull !== undefined && (records.length === 0) !== (isNull === true || isNull === "true")) return false;
        if (notNull !== undefined && (records.length > 0) !== (notNull === true || notNull === "true")) return false;
        return Object.keys(rest).length === 0 || records.some(inner);
      };
    }
    throw invalidKey("filters", key, path);
  });
  return (record) => checks.every((check) => check(record));
}
