import { productLineOf } from "../catalogue";
import type { StorefrontCartFragment } from "../generated/storefront-api.types";
import type { Cart, CartLine, CartNotice } from "./cart-model";

/** The Storefront API's cart reshaped into the storefront's Cart. */

/** Shown at checkout, so the packer sees it (visible key). */
export const PACKAGING_ATTRIBUTE = "Premium packaging";
/** Hidden at checkout (leading underscore): our running item number. */
export const ITEM_NUMBER_ATTRIBUTE = "_itemNumber";
/** Hidden at checkout: the session that added the line (its uid). */
export const UID_ATTRIBUTE = "_uid";

type ShopLine = StorefrontCartFragment["lines"]["nodes"][number];
type ShopVariant = Extract<ShopLine["merchandise"], { selectedOptions: unknown }>;

/** Shown at checkout and on the order, so the workroom sees the mattress the set was chosen for (issue 13). */
export const MEASURED_ATTRIBUTE = "Measured";

type LineAttributes = Pick<CartLine, "premiumPackaging" | "uid" | "measured"> & { itemNumber: number };

/** A line's attributes, all of them: the shop replaces the whole set on every update. */
export function lineAttributes({ premiumPackaging, itemNumber, uid, measured }: LineAttributes) {
  return [
    { key: PACKAGING_ATTRIBUTE, value: premiumPackaging ? "Yes" : "No" },
    { key: ITEM_NUMBER_ATTRIBUTE, value: String(itemNumber) },
    ...(uid ? [{ key: UID_ATTRIBUTE, value: uid }] : []),
    ...(measured ? [{ key: MEASURED_ATTRIBUTE, value: measured }] : []),
  ];
}

function attribute(line: ShopLine, key: string): string | null | undefined {
  return line.attributes.find((candidate) => candidate.key === key)?.value;
}

/** Options by name, falling back to position (Size first, Depth second). */
function option(variant: ShopVariant, name: string, position: number): string {
  const named = variant.selectedOptions.find((candidate) => candidate.name.trim().toLowerCase() === name);
  return (named ?? variant.selectedOptions[position])?.value ?? "";
}

function parseItemNumber(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

function toLine(line: ShopLine): CartLine | null {
  const variant = line.merchandise;
  if (!("selectedOptions" in variant)) return null;
  return {
    id: line.id,
    quantity: line.quantity,
    line: productLineOf(variant.product.handle) ?? "classic",
    size: option(variant, "size", 0),
    depth: option(variant, "depth", 1),
    variantId: variant.id,
    variantTitle: variant.title,
    unitPrice: line.cost.amountPerQuantity,
    lineTotal: line.cost.totalAmount,
    // Default on: a line added without the attribute has not opted out.
    premiumPackaging: attribute(line, PACKAGING_ATTRIBUTE) !== "No",
    itemNumber: parseItemNumber(attribute(line, ITEM_NUMBER_ATTRIBUTE)),
    uid: attribute(line, UID_ATTRIBUTE) ?? null,
    measured: attribute(line, MEASURED_ATTRIBUTE) ?? null,
    image: variant.image
      ? {
          url: variant.image.url,
          alt: variant.image.altText ?? variant.title,
          width: variant.image.width,
          height: variant.image.height,
        }
      : null,
  };
}

export function reshapeCart(cart: StorefrontCartFragment): Cart {
  const lines = cart.lines.nodes.map(toLine).filter((line): line is CartLine => line !== null);
  return {
    id: cart.id,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: cart.cost.subtotalAmount ?? null,
    total: cart.cost.totalAmount ?? null,
    discountCodes: cart.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
    checkoutUrl: cart.checkoutUrl,
  };
}

type ShopProblems = {
  userErrors: { code: string | null; message: string }[];
  warnings: { code: string; message: string }[];
};

/** userErrors and warnings are shown, never swallowed (DESIGN "Errors"). */
export function noticesOf(payload: ShopProblems): CartNotice[] {
  return [
    ...payload.userErrors.map((error) => ({ kind: "error" as const, code: error.code, message: error.message })),
    ...payload.warnings.map((warning) => ({ kind: "warning" as const, code: warning.code, message: warning.message })),
  ];
}
