import { readFileSync } from "node:fs";
import { z } from "zod";

const numericId = z.string().regex(/^\d+$/, "a numeric id");

const seedVariantSchema = z.object({
  id: numericId,
  sku: z.string().min(1),
  options: z.array(z.string().min(1)).min(1),
  price: z.string().regex(/^\d+(\.\d{1,2})?$/, "a price such as 850.00"),
  stock: z.number().int().min(0),
});

const seedProductSchema = z
  .object({
    id: numericId,
    handle: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    threadCount: z.number().int().positive(),
    description: z.string().min(1),
    images: z
      .array(
        z.object({
          file: z.string().regex(/^[a-z0-9-]+\.svg$/),
          altText: z.string().min(1),
          width: z.number().int().positive(),
          height: z.number().int().positive(),
        }),
      )
      .min(1),
    options: z.array(z.object({ name: z.string().min(1), values: z.array(z.string().min(1)).min(1) })).min(1),
    variants: z.array(seedVariantSchema).min(1),
  })
  .superRefine((product, ctx) => {
    product.variants.forEach((variant, index) => {
      const valid =
        variant.options.length === product.options.length &&
        variant.options.every((value, position) => product.options[position]?.values.includes(value));
      if (!valid) {
        ctx.addIssue({
          code: "custom",
          path: ["variants", index, "options"],
          message: `options ${JSON.stringify(variant.options)} do not match the product's options`,
        });
      }
    });
  });

export const catalogueSeedSchema = z
  .object({
    currencyCode: z.literal("AUD"),
    products: z.array(seedProductSchema).min(1),
  })
  .superRefine((seed, ctx) => {
    const seen = new Set<string>();
    for (const value of seed.products.flatMap((p) => [p.id, p.handle, ...p.variants.flatMap((v) => [v.id, v.sku])])) {
      if (seen.has(value))
        ctx.addIssue({ code: "custom", path: ["products"], message: `duplicate id, handle or sku: ${value}` });
      seen.add(value);
    }
  });

export type CatalogueSeed = z.infer<typeof catalogueSeedSchema>;

export function readCatalogueSeed(file: string): CatalogueSeed {
  const raw: unknown = JSON.parse(readFileSync(file, "utf8"));
  const parsed = catalogueSeedSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid catalogue seed ${file}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
