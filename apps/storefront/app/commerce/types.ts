/**
 * The shop as the storefront sees it (SPEC §3): products grouped by size, and the cart. UI code
 * imports only these types; the Storefront API's shapes (edges/nodes, gids, MoneyV2) stay inside
 * the adapter (`*.server.ts` in this folder), which reshapes them at the boundary.
 */

/** A decimal amount as the shop sends it ("850.0"), with its ISO currency code. */
export type Money = { amount: string; currencyCode: string };

/** classic = 400 thread count (the default), premium = 600. */
export type ProductLine = "classic" | "premium";

/** One mattress depth within a size: a purchasable variant. */
export type DepthChoice = {
  /** The option value as the shop names it, e.g. "15-20 cm". */
  depth: string;
  /** The variant's gid, sent back to the shop when adding to the cart. */
  variantId: string;
  /** The last path segment of the variant gid (SPEC §4 "variant filter"), used in URLs and forms. */
  variantKey: string;
  sku: string | null;
  price: Money;
  availableForSale: boolean;
};

/** SPEC §3 "Product size group": one mattress size of one product line. */
export type SizeGroup = {
  /** Lower-case and hyphenated, e.g. "super-king": the value in URLs and forms. */
  size: string;
  /** As the shop names it, e.g. "Super King". */
  label: string;
  /** SPEC §3: the second size group is the default selection. */
  isDefault: boolean;
  /** False when no depth of this size is for sale (the tile shows SOLD OUT). */
  available: boolean;
  /** The lowest price among this size's variants. */
  price: Money;
  depths: DepthChoice[];
};

export type ProductImage = { url: string; alt: string; width: number | null; height: number | null };

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

export type CartLine = {
  /** The shop's cart line id. */
  id: string;
  quantity: number;
  line: ProductLine;
  /** The variant's first selected option (size label, e.g. "Queen"). */
  size: string;
  /** The variant's second selected option (depth, e.g. "21-25 cm"). */
  depth: string;
  variantId: string;
  /** e.g. "Queen / 21-25 cm": the sub-text of the removal toast. */
  variantTitle: string;
  unitPrice: Money;
  lineTotal: Money;
  /** A visible line attribute, on by default (SPEC §9). */
  premiumPackaging: boolean;
  /** The running item number (SPEC §4), kept as a line attribute. */
  itemNumber: number | null;
  image: ProductImage | null;
};

export type DiscountCode = { code: string; applicable: boolean };

export type Cart = {
  id: string;
  lines: CartLine[];
  /** Sum of line quantities: the header badge. */
  itemCount: number;
  subtotal: Money | null;
  /** Null when the shop sent none: shown as $0.00 (SPEC §8). */
  total: Money | null;
  discountCodes: DiscountCode[];
  checkoutUrl: string;
};

/** What the shop said about a cart change: GraphQL userErrors and warnings, shown to the shopper. */
export type CartNotice = { kind: "error" | "warning"; code: string | null; message: string };
