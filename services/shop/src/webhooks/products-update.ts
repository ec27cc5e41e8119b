import type { CatalogueProduct } from "../catalogue/catalogue.js";
import { decimalFromCents } from "../money.js";

/**
 * The body of Shopify's `products/update` webhook (the REST Admin API's product resource, 2026-04)
 * for one product of this catalogue, with its stock as it is now. Only the fields a receiver of
 * stock news reads are filled: ids, titles, handle, options and each variant's options, price, SKU
 * and `inventory_quantity` (the shop sells nothing it does not have: `inventory_policy: "deny"`).
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
