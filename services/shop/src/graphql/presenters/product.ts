import type { CatalogueImage, CatalogueProduct, CatalogueVariant } from "../../catalogue/catalogue.js";
import { gid } from "../../ids.js";
import { money } from "../../money.js";
import { paginate, type PageArgs } from "../connection.js";
import type { ShopContext } from "../context.js";

/*
 * A presenter's own properties are exactly the fields implemented; the strict resolver answers any
 * other with NOT_IMPLEMENTED.
 */

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

export function presentImage(image: CatalogueImage, context: ShopContext) {
  const base = `${context.publicUrl}/cdn/shop/files/${image.file}`;
  return {
    id: gid("ProductImage", image.id),
    altText: image.altText,
    width: image.width,
    height: image.height,
    // The artwork is SVG, so every size is the same file; the parameters are kept as Shopify's CDN keeps them.
    url: ({ transform }: { transform?: ImageTransform | null }) => {
      const params = new URLSearchParams();
      if (transform?.maxWidth) params.set("width", String(transform.maxWidth));
      if (transform?.maxHeight) params.set("height", String(transform.maxHeight));
      if (transform?.crop) params.set("crop", transform.crop.toLowerCase());
      const query = params.toString();
      return query ? `${base}?${query}` : base;
    },
  };
}

export function presentVariant(variant: CatalogueVariant, context: ShopContext) {
  const product = () => context.catalogue.productById(variant.productId);
  const stock = () => context.availableStock(variant.id);
  return {
    __typename: "ProductVariant",
    id: gid("ProductVariant", variant.id),
    sku: variant.sku,
    title: variant.title,
    availableForSale: () => stock() > 0,
    currentlyNotInStock: false,
    quantityAvailable: stock,
    selectedOptions: variant.selectedOptions,
    price: money(variant.priceCents),
    compareAtPrice: null,
    quantityRule: { minimum: 1, maximum: null, increment: 1 },
    requiresShipping: true,
    image: () => {
      const image = product()?.images[0];
      return image ? presentImage(image, context) : null;
    },
    product: () => {
      const found = product();
      return found ? presentProduct(found, context) : null;
    },
  };
}

type VariantSortKey = "POSITION" | "ID" | "SKU" | "TITLE" | "RELEVANCE";

function variantKey(variant: CatalogueVariant, sortKey: VariantSortKey) {
  if (sortKey === "SKU") return { id: variant.id, value: variant.sku };
  if (sortKey === "TITLE") return { id: variant.id, value: variant.title };
  if (sortKey === "ID") return { id: variant.id, value: variant.id };
  return { id: variant.id, value: variant.position };
}

function sortVariants(variants: CatalogueVariant[], sortKey: VariantSortKey): CatalogueVariant[] {
  const compare = (a: CatalogueVariant, b: CatalogueVariant) => {
    const x = variantKey(a, sortKey).value;
    const y = variantKey(b, sortKey).value;
    return typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
  };
  return [...variants].sort(compare);
}

interface SelectedOptionInput {
  name: string;
  value: string;
}

function matchesOptions(
  variant: CatalogueVariant,
  wanted: readonly SelectedOptionInput[],
  caseInsensitive: boolean,
): boolean {
  const same = (a: string, b: string) => (caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b);
  return wanted.every((option) =>
    variant.selectedOptions.some((own) => same(own.name, option.name) && same(own.value, option.value)),
  );
}

export function presentProduct(product: CatalogueProduct, context: ShopContext) {
  const inStock = (variant: CatalogueVariant) => context.availableStock(variant.id) > 0;
  const prices = product.variants.map((variant) => variant.priceCents);
  return {
    __typename: "Product",
    id: gid("Product", product.id),
    handle: product.handle,
    title: product.title,
    description: ({ truncateAt }: { truncateAt?: number | null }) =>
      truncateAt != null && product.description.length > truncateAt
        ? `${product.description.slice(0, truncateAt)}...`
        : product.description,
    availableForSale: () => product.variants.some(inStock),
    options: ({ first }: { first?: number | null }) =>
      product.options.slice(0, first ?? undefined).map((option, optionIndex) => ({
        id: gid("ProductOption", `${product.id}${optionIndex + 1}`),
        name: option.name,
        optionValues: option.values.map((value, valueIndex) => ({
          id: gid("ProductOptionValue", `${product.id}${optionIndex + 1}${String(valueIndex + 1).padStart(2, "0")}`),
          name: value,
        })),
      })),
    variants: (args: PageArgs & { sortKey?: VariantSortKey | null }) => {
      const sortKey = args.sortKey ?? "POSITION";
      return paginate(
        sortVariants(product.variants, sortKey),
        args,
        (variant) => variantKey(variant, sortKey),
        (variant) => presentVariant(variant, context),
      );
    },
    variantBySelectedOptions: ({
      selectedOptions,
      caseInsensitiveMatch,
    }: {
      selectedOptions: SelectedOptionInput[];
      caseInsensitiveMatch?: boolean | null;
    }) => {
      const found = product.variants.find((variant) =>
        matchesOptions(variant, selectedOptions, caseInsensitiveMatch ?? false),
      );
      return found ? presentVariant(found, context) : null;
    },
    selectedOrFirstAvailableVariant: ({
      selectedOptions,
      caseInsensitiveMatch,
    }: {
      selectedOptions?: SelectedOptionInput[] | null;
      caseInsensitiveMatch?: boolean | null;
    }) => {
      const matching = product.variants.filter((variant) =>
        matchesOptions(variant, selectedOptions ?? [], caseInsensitiveMatch ?? false),
      );
      const found = matching.find(inStock) ?? matching[0] ?? product.variants.find(inStock) ?? product.variants[0];
      return found ? presentVariant(found, context) : null;
    },
    featuredImage: product.images[0] ? presentImage(product.images[0], context) : null,
    images: (args: PageArgs) =>
      paginate(
        product.images,
        args,
        (image) => ({ id: image.id, value: image.id }),
        (image) => presentImage(image, context),
      ),
    priceRange: { minVariantPrice: money(Math.min(...prices)), maxVariantPrice: money(Math.max(...prices)) },
  };
}
