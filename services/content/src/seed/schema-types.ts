import { z } from "zod";

export const scalarTypes = [
  "string",
  "text",
  "richtext",
  "email",
  "password",
  "uid",
  "integer",
  "biginteger",
  "float",
  "decimal",
  "boolean",
  "date",
  "time",
  "datetime",
  "timestamp",
  "enumeration",
  "json",
] as const;

const relationKinds = ["oneToOne", "oneToMany", "manyToOne", "manyToMany", "oneWay", "manyWay"] as const;

// Strapi schema files carry many more options (min, maxLength, allowedTypes, pluginOptions…);
// loose objects keep them without this service having to know each one.
const scalarAttribute = z.looseObject({
  type: z.enum(scalarTypes),
  required: z.boolean().optional(),
  enum: z.array(z.string()).optional(),
  default: z.unknown().optional(),
});
const mediaAttribute = z.looseObject({
  type: z.literal("media"),
  multiple: z.boolean().default(false),
  required: z.boolean().optional(),
});
const relationAttribute = z.looseObject({
  type: z.literal("relation"),
  relation: z.enum(relationKinds),
  target: z.string().regex(/^api::[\w-]+\.[\w-]+$/, "target must be a content-type uid: api::<name>.<name>"),
  mappedBy: z.string().optional(),
  inversedBy: z.string().optional(),
});
const componentAttribute = z.looseObject({
  type: z.literal("component"),
  component: z.string(),
  repeatable: z.boolean().default(false),
  required: z.boolean().optional(),
});
const dynamicZoneAttribute = z.looseObject({
  type: z.literal("dynamiczone"),
  components: z.array(z.string()).min(1),
  required: z.boolean().optional(),
});

export const attributeSchema = z.discriminatedUnion("type", [
  scalarAttribute,
  mediaAttribute,
  relationAttribute,
  componentAttribute,
  dynamicZoneAttribute,
]);
export type Attribute = z.infer<typeof attributeSchema>;
export type ScalarAttribute = z.infer<typeof scalarAttribute>;
export type Attributes = Record<string, Attribute>;

export const contentTypeFileSchema = z.looseObject({
  kind: z.enum(["collectionType", "singleType"]),
  collectionName: z.string(),
  info: z.looseObject({
    singularName: z.string().regex(/^[a-z0-9-]+$/),
    pluralName: z.string().regex(/^[a-z0-9-]+$/),
    displayName: z.string(),
  }),
  options: z.looseObject({ draftAndPublish: z.boolean().default(true) }).default({ draftAndPublish: true }),
  attributes: z.record(z.string(), attributeSchema),
});

export const componentFileSchema = z.looseObject({
  collectionName: z.string(),
  info: z.looseObject({ displayName: z.string() }),
  attributes: z.record(z.string(), attributeSchema),
});

export interface ContentType {
  uid: string;
  kind: "collectionType" | "singleType";
  singularName: string;
  pluralName: string;
  draftAndPublish: boolean;
  attributes: Attributes;
}

export interface ComponentSchema {
  uid: string;
  attributes: Attributes;
}

export interface SchemaSet {
  contentTypes: Map<string, ContentType>;
  components: Map<string, ComponentSchema>;
}
