import type { CatalogueProduct } from "../catalogue/catalogue.js";

type ProductSortKey =
  "ID" | "TITLE" | "PRICE" | "CREATED_AT" | "UPDATED_AT" | "BEST_SELLING" | "RELEVANCE" | "PRODUCT_TYPE" | "VENDOR";

/** A small part of Shopify's search syntax; unknown filters are ignored, as Shopify ignores them. */
export function matchesSearch(
  product: CatalogueProduct,
  query: string,
  isAvailable: (product: CatalogueProduct) => boolean,
): boolean {
  const terms = query.match(/[^\s"]+:"[^"]*"|"[^"]*"|\S+/g) ?? [];
  return terms.every((term) => {
    if (term === "*" || term.toUpperCase() === "AND") return true;
    const separator = term.indexOf(":");
    const field = separator > 0 ? term.slice(0, separator).toLowerCase() : "";
    const value = (separator > 0 ? term.slice(separator + 1) : term).replaceAll('"', "").toLowerCase();
    const wildcard = value.endsWith("*");
    const text = wildcard ? value.slice(0, -1) : value;
    const matches = (candidate: string) =>
      wildcard ? candidate.toLowerCase().startsWith(text) : candidate.toLowerCase() === text;
    switch (field) {
      case "title":
        return matches(product.title) || product.title.toLowerCase().includes(text);
      case "handle":
        return matches(product.handle);
      case "sku":
        return product.variants.some((variant) => matches(variant.sku));
      case "available_for_sale":
        return isAvailable(product) === (text === "true");
      case "":
        return `${product.title} ${product.description}`.toLowerCase().includes(text);
      default:
        return true;
    }
  });
}

/** Orders products for a sort key; keys this catalogue cannot tell apart keep the id order. */
export function sortProducts(products: readonly CatalogueProduct[], sortKey: ProductSortKey | null | undefined) {
  const keyOf = (product: CatalogueProduct) => {
    if (sortKey === "TITLE") return { id: product.id, value: product.title };
    if (sortKey === "PRICE")
      return { id: product.id, value: Math.min(...product.variants.map((variant) => variant.priceCents)) };
    return { id: product.id, value: product.id };
  };
  const sorted = [...products].sort((a, b) => {
    const x = keyOf(a).value;
    const y = keyOf(b).value;
    if (typeof x === "number" && typeof y === "number") return x - y || a.id.localeCompare(b.id);
    return String(x).localeCompare(String(y)) || a.id.localeCompare(b.id);
  });
  return { sorted, keyOf };
}

export type { ProductSortKey };
