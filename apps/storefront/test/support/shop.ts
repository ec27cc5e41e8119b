import { z } from "zod";
import { sizeSlug } from "../../app/commerce/catalogue";

const variantsResponse = z.object({
  data: z.object({
    products: z.object({
      nodes: z.array(
        z.object({
          handle: z.string(),
          variants: z.object({
            nodes: z.array(
              z.object({
                id: z.string(),
                availableForSale: z.boolean(),
                selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
              }),
            ),
          }),
        }),
      ),
    }),
  }),
});

/** A classic set the shop sells, as /buy's URL names it, read from the shop itself. */
export async function classicSelection(shopUrl: string): Promise<{ size: string; depth: string }> {
  const response = await fetch(`${shopUrl}/api/2026-04/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query:
        "query ResilienceVariants { products(first: 50) { nodes { handle variants(first: 100) { nodes { id availableForSale selectedOptions { name value } } } } } }",
    }),
  });
  const products = variantsResponse.parse(await response.json()).data.products.nodes;
  const variant = products
    .find((product) => product.handle.includes("classic"))
    ?.variants.nodes.find((node) => node.availableForSale);
  const size = variant?.selectedOptions.find((option) => option.name.toLowerCase() === "size")?.value;
  if (!variant || !size) throw new Error("the shop sells no classic set");
  return { size: sizeSlug(size), depth: variant.id.split("/").pop() ?? "" };
}
