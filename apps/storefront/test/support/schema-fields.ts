import { z } from "zod";

/** The Strapi fields a block schema reads: the keys of the z.object its transforms start from. */
export function fieldsRead(schema: z.ZodType): string[] {
  let fields: unknown = schema;
  while (fields instanceof z.ZodPipe) fields = fields.in;
  if (!(fields instanceof z.ZodObject)) throw new Error("a block schema should start from an object of fields");
  return Object.keys(fields.shape);
}
