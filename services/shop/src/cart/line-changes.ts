import type { Catalogue, CatalogueVariant } from "../catalogue/catalogue.js";
import { gid, numericIdOf } from "../ids.js";
import type { Attribute, StoredCart, StoredLine } from "../store/cart-store.js";
import { lineGid, newLineId } from "./cart-ids.js";
import type { MutationReport } from "./cart-errors.js";

/** Shopify caps lines, line attributes and discount codes at 250 each. */
export const CART_LIST_LIMIT = 250;

export interface LineEditContext {
  catalogue: Catalogue;
  availableStock(variantId: string): number;
  report: MutationReport;
}

export function resolveVariant(
  context: LineEditContext,
  merchandiseId: string,
  field: (string | number)[],
): CatalogueVariant | undefined {
  const variantId = numericIdOf(merchandiseId, "ProductVariant");
  const variant = variantId === null ? undefined : context.catalogue.variantById(variantId);
  if (!variant)
    context.report.error(
      "MERCHANDISE_NOT_APPLICABLE",
      field,
      `The merchandise with id ${merchandiseId} does not exist.`,
    );
  return variant;
}

export function normaliseAttributes(attributes: readonly Attribute[]): Attribute[] {
  const byKey = new Map<string, string>();
  for (const { key, value } of attributes) byKey.set(key, value);
  return [...byKey].map(([key, value]) => ({ key, value }));
}

function sameAttributes(a: readonly Attribute[], b: readonly Attribute[]): boolean {
  const canonical = (list: readonly Attribute[]) =>
    JSON.stringify([...list].sort((x, y) => x.key.localeCompare(y.key)));
  return canonical(a) === canonical(b);
}

export function findMatchingLine(
  cart: StoredCart,
  variantId: string,
  attributes: readonly Attribute[],
  except?: StoredLine,
): StoredLine | undefined {
  return cart.lines.find(
    (line) => line !== except && line.variantId === variantId && sameAttributes(line.attributes, attributes),
  );
}

/**
 * Caps a line at its variant's stock, as Shopify does: a warning, not a failed mutation. False when
 * nothing is left (the line is then removed).
 */
export function fitLineToStock(
  cart: StoredCart,
  line: StoredLine,
  variant: CatalogueVariant,
  context: LineEditContext,
): boolean {
  const heldElsewhere = cart.lines
    .filter((other) => other !== line && other.variantId === line.variantId)
    .reduce((sum, other) => sum + other.quantity, 0);
  const available = Math.max(0, context.availableStock(line.variantId) - heldElsewhere);
  if (line.quantity <= available) return true;
  if (available === 0) {
    // A line that never made it into the cart has no id to point at, so the warning names the variant.
    const target = cart.lines.includes(line) ? lineGid(cart, line) : gid("ProductVariant", variant.id);
    cart.lines = cart.lines.filter((other) => other !== line);
    context.report.warn(
      "MERCHANDISE_OUT_OF_STOCK",
      target,
      `The product '${productTitle(context, variant)}' is already sold out.`,
    );
    return false;
  }
  line.quantity = available;
  context.report.warn(
    "MERCHANDISE_NOT_ENOUGH_STOCK",
    lineGid(cart, line),
    `Only ${available} ${available === 1 ? "item was" : "items were"} added to your cart due to availability.`,
  );
  return true;
}

function productTitle(context: LineEditContext, variant: CatalogueVariant): string {
  const product = context.catalogue.productById(variant.productId);
  return product ? `${product.title} - ${variant.title}` : variant.title;
}

export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: readonly Attribute[] | null;
}

/** Adds a line, merging it into a line with the same variant and attributes. */
export function addLine(
  cart: StoredCart,
  input: LineInput,
  field: (string | number)[],
  context: LineEditContext,
): void {
  const variant = resolveVariant(context, input.merchandiseId, [...field, "merchandiseId"]);
  const quantity = input.quantity ?? 1;
  if (quantity < 1) context.report.error("INVALID", [...field, "quantity"], "The quantity must be greater than 0.");
  if (!variant || quantity < 1) return;
  const attributes = normaliseAttributes(input.attributes ?? []);
  const existing = findMatchingLine(cart, variant.id, attributes);
  if (existing) {
    existing.quantity += quantity;
    fitLineToStock(cart, existing, variant, context);
    return;
  }
  if (cart.lines.length >= CART_LIST_LIMIT) {
    context.report.error("CART_TOO_LARGE", field, `A cart holds at most ${CART_LIST_LIMIT} lines.`);
    return;
  }
  const line: StoredLine = { id: newLineId(), variantId: variant.id, quantity, attributes };
  if (fitLineToStock(cart, line, variant, context)) cart.lines.push(line);
}
