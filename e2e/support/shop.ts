import { expect, type APIRequestContext } from "@playwright/test";
import { z } from "zod";

/** Reads the shop service the journeys run against (E2E_SHOP_URL), so no test hard-codes its catalogue. */

export function shopUrl(): string {
  const url = process.env.E2E_SHOP_URL;
  if (!url) throw new Error("E2E_SHOP_URL is not set: run this through the root playwright.config.ts");
  return url;
}

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
                title: z.string(),
                availableForSale: z.boolean(),
                price: z.object({ amount: z.string() }),
                selectedOptions: z.array(z.object({ value: z.string() })),
              }),
            ),
          }),
        }),
      ),
    }),
  }),
});

export type Variant = { key: string; title: string; size: string; depth: string; cents: number };

/** The first classic variant for sale, with its key (the last segment of its gid) as forms send it. */
export async function classicVariant(request: APIRequestContext): Promise<Variant> {
  const [variant] = await classicVariants(request, 1);
  if (!variant) throw new Error("the shop has no classic variant for sale");
  return variant;
}

/** The first classic variant for sale in each of `count` sizes, so their cart lines read differently. */
export async function classicVariants(request: APIRequestContext, count: number): Promise<Variant[]> {
  const response = await request.post(`${shopUrl()}/api/2026-04/graphql.json`, {
    data: {
      query: `#graphql
        query CartJourneyVariants {
          products(first: 50) {
            nodes { handle variants(first: 100) { nodes { id title availableForSale price { amount } selectedOptions { value } } } }
          }
        }`,
    },
  });
  expect(response.ok()).toBe(true);
  const products = variantsResponse.parse(await response.json()).data.products.nodes;
  const classic = products.find((product) => product.handle.includes("classic"));
  const bySize = new Map<string, Variant>();
  for (const variant of classic?.variants.nodes ?? []) {
    const [size = "", depth = ""] = variant.selectedOptions.map((option) => option.value);
    if (!variant.availableForSale || bySize.has(size)) continue;
    const cents = Math.round(Number(variant.price.amount) * 100);
    bySize.set(size, { key: variant.id.split("/").pop() ?? "", title: variant.title, size, depth, cents });
  }
  const variants = [...bySize.values()].slice(0, count);
  if (variants.length < count) throw new Error(`the shop has classic variants for sale in fewer than ${count} sizes`);
  return variants;
}
