import { z } from "zod";
import type { Attribute, Attributes, ScalarAttribute, SchemaSet } from "./schema-types.js";

const timestamp = z.iso.datetime({ offset: true });

function scalarSchema(attribute: ScalarAttribute): z.ZodType {
  switch (attribute.type) {
    case "email":
      return z.email();
    case "integer":
    case "biginteger":
      return z.number().int();
    case "float":
    case "decimal":
      return z.number();
    case "boolean":
      return z.boolean();
    case "date":
      return z.iso.date();
    case "time":
      return z.iso.time();
    case "datetime":
    case "timestamp":
      return timestamp;
    case "enumeration":
      return z.enum((attribute.enum ?? []) as [string, ...string[]]);
    case "json":
      return z.json();
    default:
      return z.string();
  }
}

const toManyRelations = new Set(["oneToMany", "manyToMany", "manyWay"]);

/**
 * Builds the zod schema an entry (or component) YAML object must satisfy. Entries are strict:
 * a misspelt field name is an error rather than silently ignored content.
 */
export class EntrySchemaBuilder {
  private readonly componentCache = new Map<string, z.ZodObject>();

  constructor(private readonly schemas: SchemaSet) {}

  attributeSchema(attribute: Attribute): z.ZodType {
    switch (attribute.type) {
      case "media":
        return attribute.multiple ? z.array(z.string().min(1)) : z.string().min(1);
      case "relation":
        return toManyRelations.has(attribute.relation) ? z.array(z.string().min(1)) : z.string().min(1);
      case "component": {
        const component = this.component(attribute.component);
        return attribute.repeatable ? z.array(component) : component;
      }
      case "dynamiczone": {
        const [first, ...rest] = attribute.components.map((uid) =>
          this.component(uid).extend({ __component: z.literal(uid) }),
        );
        if (!first) return z.array(z.never());
        return z.array(z.discriminatedUnion("__component", [first, ...rest]));
      }
      default:
        return scalarSchema(attribute);
    }
  }

  fields(attributes: Attributes): Record<string, z.ZodType> {
    const shape: Record<string, z.ZodType> = {};
    for (const [name, attribute] of Object.entries(attributes)) {
      if (attribute.type === "relation" && attribute.mappedBy) {
        shape[name] = z.never({
          error: `${name} is the inverse side of a relation: set ${attribute.mappedBy} on the ${attribute.target} entries instead`,
        }).optional();
        continue;
      }
      const schema = this.attributeSchema(attribute);
      shape[name] = attribute.required ? schema : schema.nullable().optional();
    }
    return shape;
  }

  component(uid: string): z.ZodObject {
    const cached = this.componentCache.get(uid);
    if (cached) return cached;
    const component = this.schemas.components.get(uid);
    if (!component) throw new Error(`unknown component ${uid}`);
    const schema = z.strictObject(this.fields(component.attributes));
    this.componentCache.set(uid, schema);
    return schema;
  }

  entry(attributes: Attributes, kind: "collectionType" | "singleType"): z.ZodObject {
    return z.strictObject({
      ...this.fields(attributes),
      ...(kind === "collectionType" ? { id: z.number().int().positive() } : {}),
      createdAt: timestamp.optional(),
      updatedAt: timestamp.optional(),
      publishedAt: timestamp.nullable().optional(),
    });
  }
}
