import { centsFromDecimal, type Cents } from "../money.js";
import type { CatalogueSeed } from "./seed-schema.js";

/** The immutable part of the catalogue (stock lives in SQLite and is read per request). */
export interface CatalogueImage {
  id: string;
  file: string;
  altText: string;
  width: number;
  height: number;
}

export interface CatalogueOption {
  name: string;
  values: string[];
}

export interface CatalogueVariant {
  id: string;
  productId: string;
  position: number;
  sku: string;
  title: string;
  selectedOptions: { name: string; value: string }[];
  priceCents: Cents;
}

export interface CatalogueProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  threadCount: number;
  images: CatalogueImage[];
  options: CatalogueOption[];
  variants: CatalogueVariant[];
}

export interface Catalogue {
  products: CatalogueProduct[];
  productById(id: string): CatalogueProduct | undefined;
  productByHandle(handle: string): CatalogueProduct | undefined;
  variantById(id: string): CatalogueVariant | undefined;
}

export function buildCatalogue(seed: CatalogueSeed): Catalogue {
  const products: CatalogueProduct[] = seed.products.map((product) => ({
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: product.description,
    threadCount: product.threadCount,
    // Image ids derive from the product id so they stay stable across restarts and resets.
    images: product.images.map((image, index) => ({
      id: `${product.id}${String(index + 1).padStart(2, "0")}`,
      ...image,
    })),
    options: product.options,
    variants: product.variants.map((variant, index) => ({
      id: variant.id,
      productId: product.id,
      position: index + 1,
      sku: variant.sku,
      title: variant.options.join(" / "),
      selectedOptions: variant.options.map((value, position) => ({
        name: product.options[position]?.name ?? "",
        value,
      })),
      priceCents: centsFromDecimal(variant.price),
    })),
  }));
  const byId = new Map(products.map((product) => [product.id, product]));
  const byHandle = new Map(products.map((product) => [product.handle, product]));
  const variants = new Map(
    products.flatMap((product) => product.variants.map((variant) => [variant.id, variant] as const)),
  );
  return {
    products,
    productById: (id) => byId.get(id),
    productByHandle: (handle) => byHandle.get(handle),
    variantById: (id) => variants.get(id),
  };
}
