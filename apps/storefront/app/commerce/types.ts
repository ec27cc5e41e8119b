/** The shop as UI code sees it; the Storefront API's own shapes stay in the `*.server.ts` that reshape them. */

import type { Money, ProductImage, ProductLine } from "./cart/cart-model";

export type { Cart, CartLine, CartNotice, DiscountCode, Money, ProductImage, ProductLine } from "./cart/cart-model";

/** One mattress depth within a size: a purchasable variant. */
export type DepthChoice = {
  /** The option value as the shop names it, e.g. "15-20 cm". */
  depth: string;
  /** The variant's gid, sent back to the shop when adding to the cart. */
  variantId: string;
  /** The last path segment of the variant gid, used in URLs and forms. */
  variantKey: string;
  sku: string | null;
  price: Money;
  availableForSale: boolean;
};

/** One mattress size of one product line. */
export type SizeGroup = {
  /** Lower-case and hyphenated, e.g. "super-king": the value in URLs and forms. */
  size: string;
  /** As the shop names it, e.g. "Super King". */
  label: string;
  /** The second size group is the default selection. */
  isDefault: boolean;
  /** False when no depth of this size is for sale (the tile shows SOLD OUT). */
  available: boolean;
  /** The lowest price among this size's variants. */
  price: Money;
  depths: DepthChoice[];
};

export type Product = {
  line: ProductLine;
  handle: string;
  title: string;
  description: string;
  image: ProductImage | null;
  sizes: SizeGroup[];
};

/** Both product lines, classic first. */
export type Catalogue = { products: Product[] };
