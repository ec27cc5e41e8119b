import { invalidKey, validationError } from "../rest/errors.js";
import { readField, type QueryRecord } from "./content-view.js";
import { scalarFieldType, type QueryModel } from "./query-model.js";
import { compareValues } from "./scalar-operators.js";

interface SortKey {
  field: string;
  type: string;
  descending: boolean;
}

function sortKeys(value: unknown): [string, string][] {
  if (typeof value === "string") {
    return value
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .map((part) => {
        const [field = "", direction = "asc"] = part.split(":");
        return [field, direction];
      });
  }
  if (Array.isArray(value)) return value.flatMap(sortKeys);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).map(([field, direction]) => [field, String(direction)]);
  }
  throw validationError("Invalid sort parameter");
}

/** Compiles Strapi's sort forms (`title:desc`, `sort[0]=a&sort[1]=b:desc`, `sort[title]=desc`). */
export function compileSort(model: QueryModel, value: unknown): ((a: QueryRecord, b: QueryRecord) => number) | undefined {
  if (value === undefined) return undefined;
  const keys: SortKey[] = sortKeys(value).map(([field, direction]) => {
    const type = scalarFieldType(model, field);
    if (!type) throw invalidKey("sort", field, []);
    const normalised = direction.toLowerCase();
    if (normalised !== "asc" && normalised !== "desc") {
      throw validationError(`Invalid order: ${direction}. Expected 'asc' or 'desc'`);
    }
    return { field, type, descending: normalised === "desc" };
  });
  return (a, b) => {
    for (const key of keys) {
      const order = compareValues(key.type, readField(a, key.field), readField(b, key.field));
      if (order !== 0) return key.descending ? -order : order;
    }
    return a.id - b.id;
  };
}
