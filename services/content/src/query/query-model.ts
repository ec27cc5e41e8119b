import type { Attribute, SchemaSet } from "../seed/schema-types.js";

/** A content type or a component, as far as querying it is concerned. */
export interface QueryModel {
  uid: string;
  attributes: Record<string, Attribute>;
  /** Content types carry createdAt/updatedAt (and publishedAt with draft & publish); components do not. */
  timestamps: string[];
}

export function modelFor(schemas: SchemaSet, uid: string): QueryModel | undefined {
  const type = schemas.contentTypes.get(uid);
  if (type) {
    const timestamps = type.draftAndPublish ? ["createdAt", "updatedAt", "publishedAt"] : ["createdAt", "updatedAt"];
    return { uid, attributes: type.attributes, timestamps };
  }
  const component = schemas.components.get(uid);
  return component ? { uid, attributes: component.attributes, timestamps: [] } : undefined;
}

export function requireModel(schemas: SchemaSet, uid: string): QueryModel {
  const model = modelFor(schemas, uid);
  if (!model) throw new Error(`unknown model ${uid}`);
  return model;
}

const nonScalar = new Set(["media", "relation", "component", "dynamiczone"]);

/** The type of a field that can be selected, filtered and sorted on, or undefined. */
export function scalarFieldType(model: QueryModel, name: string): string | undefined {
  if (name === "id") return "integer";
  if (model.timestamps.includes(name)) return "datetime";
  const attribute = model.attributes[name];
  if (!attribute || nonScalar.has(attribute.type)) return undefined;
  return attribute.type;
}

/** Scalar attribute names in schema order, then the timestamps: the keys of an unpopulated entry. */
export function scalarFieldNames(model: QueryModel): string[] {
  const names = Object.entries(model.attributes)
    .filter(([, attribute]) => !nonScalar.has(attribute.type) && attribute.type !== "password")
    .map(([name]) => name);
  return [...names, ...model.timestamps];
}
