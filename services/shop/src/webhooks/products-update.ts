import type { CatalogueProduct } from "../catalogue/catalogue.js";
import { decimalFromCents } from "../money.js";

/**
 * Shopify's `products/update` body (REST Admin API, 2026-04), filled only with what a stock-news
 * receiver reads. `inventory_policy: "deny"`: the shop sells nothing it lacks.
 */

export function productsUpdateBody(product: CatalogueProduct, stockOf: (variantId: string) => number, at: Date) {
  const updatedAt = at.toISOString();
  const productId = Number(product.id);
  return {
    id: productId,
    title: product.title,
    handle: product.handle,
    body_html: product.description,
    vendor: "Bedsmade",
    product_type: "Sheet set",
    status: "active",
    updated_at: updatedAt,
    admin_graphql_api_id: `gid://shopify/Product/${product.id}`,
    options: product.options.map((option, index) => ({
      product_id: productId,
      name: option.name,
      position: index + 1,
      values: option.values,
    })),
    variants: product.variants.map((variant) => {
      const [option1 = null, option2 = null, option3 = null] = variant.selectedOptions.map(({ value }) => value);
      return {
        id: Number(variant.id),
        product_id: productId,
        title: variant.title,
        sku: variant.sku,
        price: decimalFromCents(variant.priceCents),
        position: variant.position,
        option1,
        option2,
        option3,
        inventory_management: "shopify",
        inventory_policy: "deny",
        inventory_quantity: stockOf(variant.id),
        updated_at: updatedAt,
        admin_graphql_api_id: `gid://shopify/ProductVariant/${variant.id}`,
      };
    }),
  };
}
