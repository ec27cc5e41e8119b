import { gidKey, productLineOf, sizeSlug } from "./catalogue";
import type { CatalogueQuery } from "./generated/storefront-api.types";
import { lowerPrice } from "./money";
import type { Catalogue, DepthChoice, Product, ProductImage, SizeGroup } from "./types";

/** The Storefront API's products reshaped into size groups. */

type ShopProduct = CatalogueQuery["products"]["nodes"][number];
type ShopVariant = ShopProduct["variants"]["nodes"][number];

const SIZE_OPTION = "size";
const DEPTH_OPTION = "depth";

/** Options are matched by name, falling back to position: Size first, Depth second (contract). */
function optionValue(variant: ShopVariant, name: string, position: number): string | undefined {
  const named = variant.selectedOptions.find((option) => option.name.trim().toLowerCase() === name);
  return (named ?? variant.selectedOptions[position])?.value;
}

/** The option's values in the shop's order; values only seen on variants come after. */
function orderedValues(product: ShopProduct, name: string, position: number): string[] {
  const option =
    product.options.find((candidate) => candidate.name.trim().toLowerCase() === name) ?? product.options[position];
  const values = option?.optionValues.map((value) => value.name) ?? [];
  for (const variant of product.variants.nodes) {
    const value = optionValue(variant, name, position);
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}

function toDepthChoice(variant: ShopVariant, depth: string): DepthChoice {
  return {
    depth,
    variantId: variant.id,
    variantKey: gidKey(variant.id),
    sku: variant.sku,
    price: { amount: variant.price.amount, currencyCode: variant.price.currencyCode },
    availableForSale: variant.availableForSale,
  };
}

function toSizeGroups(product: ShopProduct): SizeGroup[] {
  const depthOrder = orderedValues(product, DEPTH_OPTION, 1);
  const groups: SizeGroup[] = [];
  for (const label of orderedValues(product, SIZE_OPTION, 0)) {
    const depths = product.variants.nodes
      .filter((variant) => optionValue(variant, SIZE_OPTION, 0) === label)
      .map((variant) => toDepthChoice(variant, optionValue(variant, DEPTH_OPTION, 1) ?? variant.id))
      .sort((first, second) => depthOrder.indexOf(first.depth) - depthOrder.indexOf(second.depth));
    const [first, ...others] = depths;
    if (!first) continue;
    groups.push({
      size: sizeSlug(label),
      label,
      isDefault: false,
      available: depths.some((choice) => choice.availableForSale),
      price: others.reduce((lowest, choice) => lowerPrice(lowest, choice.price), first.price),
      depths,
    });
  }
  // The second size group is the default selection (the only one when there is one).
  const defaultGroup = groups[1] ?? groups[0];
  if (defaultGroup) defaultGroup.isDefault = true;
  return groups;
}

function toImage(image: ShopProduct["featuredImage"], fallbackAlt: string): ProductImage | null {
  if (!image) return null;
  return { url: image.url, alt: image.altText ?? fallbackAlt, width: image.width, height: image.height };
}

function toProduct(product: ShopProduct): Product | null {
  const line = productLineOf(product.handle, product.title);
  if (!line) return null;
  return {
    line,
    handle: product.handle,
    title: product.title,
    description: product.description,
    image: toImage(product.featuredImage, product.title),
    sizes: toSizeGroups(product),
  };
}

/** Classic first; products that are neither line (gift cards, accessories) are not sheet sets. */
export function reshapeCatalogue(data: CatalogueQuery): Catalogue {
  const products = data.products.nodes
    .map(toProduct)
    .filter((product): product is Product => product !== null)
    .sort((first, second) => (first.line === second.line ? 0 : first.line === "classic" ? -1 : 1));
  return { products };
}
