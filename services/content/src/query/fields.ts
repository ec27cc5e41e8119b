import { invalidKey, validationError } from "../rest/errors.js";
import { scalarFieldType, type QueryModel } from "./query-model.js";

/** Parses `fields=a,b` / `fields[0]=a`: the scalar fields to return (id is always returned). */
export function parseFields(model: QueryModel, value: unknown, path: string[] = []): string[] | undefined {
  if (value === undefined) return undefined;
  const names =
    typeof value === "string"
      ? value.split(",")
      : Array.isArray(value) && value.every((item) => typeof item === "string")
        ? value.flatMap((item: string) => item.split(","))
        : undefined;
  if (!names) throw validationError("Invalid fields parameter: expected a list of field names");
  const trimmed = names.map((name) => name.trim()).filter((name) => name !== "");
  if (trimmed.includes("*")) return undefined;
  for (const name of trimmed) {
    if (!scalarFieldType(model, name)) throw invalidKey("fields", name, path);
  }
  return trimmed.filter((name) => name !== "id");
}
