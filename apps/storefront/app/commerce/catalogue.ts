export { productLineOf, sizeKeyOf as sizeSlug } from "@bedsmade/form-rules";
import { sizeKeyOf as sizeSlug } from "@bedsmade/form-rules";
import type { DepthChoice, Product, SizeGroup } from "./types";

/**
 * Look-ups over the reshaped catalogue. Browser-safe: the purchase flow resolves the shopper's
 * size and depth from URL and form values on the server and in the browser alike.
 */

/** The last path segment of a gid, without its query string (Storefront API contract). */
export function gidKey(gid: string): string {
  try {
    return new URL(gid).pathname.split("/").pop() ?? "";
  } catch {
    return "";
  }
}

/** A size group by its slug ("queen"); also accepts the shop's label ("Queen"). */
export function findSize(product: Product, size: string | null | undefined): SizeGroup | undefined {
  if (!size) return undefined;
  const wanted = sizeSlug(size);
  return product.sizes.find((group) => group.size === wanted);
}

/** A depth by its option value ("21-25 cm"), its variant key or its variant gid. */
export function findDepth(sizeGroup: SizeGroup, depthOrVariantKey: string | null | undefined): DepthChoice | undefined {
  if (!depthOrVariantKey) return undefined;
  const wanted = depthOrVariantKey.trim();
  return sizeGroup.depths.find(
    (choice) => choice.variantKey === wanted || choice.variantId === wanted || choice.depth === wanted,
  );
}

/** Every variant of the catalogue with where it sits, for a variant key coming from a form. */
export function findVariant(
  products: Product[],
  variantKey: string,
): { product: Product; sizeGroup: SizeGroup; depth: DepthChoice } | undefined {
  for (const product of products) {
    for (const sizeGroup of product.sizes) {
      const depth = sizeGroup.depths.find((choice) => choice.variantKey === variantKey);
      if (depth) return { product, sizeGroup, depth };
    }
  }
  return undefined;
}
