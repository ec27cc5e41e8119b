import type { CartApi, CartChange } from "./cart-api.server";
import type { Cart } from "./types";

/**
 * Promo codes. The Storefront API replaces the whole list on each update, and a code that does not
 * apply is not an error there: it comes back listed with `applicable: false`.
 */

export const INVALID_PROMO_CODE_MESSAGE = "This promo code is invalid";

const sameCode = (first: string, second: string) => first.toLowerCase() === second.toLowerCase();

function codesOf(cart: Cart | null): string[] {
  return (cart?.discountCodes ?? []).map((entry) => entry.code);
}

/** Adds the code; one the shop does not honour is reported with the wording and taken off again. */
export async function applyCode(cart: Cart | null, cartId: string, code: string, api: CartApi): Promise<CartChange> {
  const others = codesOf(cart).filter((existing) => !sameCode(existing, code));
  const change = await api.setDiscountCodes(cartId, [...others, code]);
  const listed = change.cart?.discountCodes.find((entry) => sameCode(entry.code, code));
  if (!change.cart || !listed || listed.applicable) return change;

  const cleaned = await api.setDiscountCodes(cartId, others);
  // The shop's DISCOUNT_* warnings about this code say what our message says, in the shop's words.
  const otherNotices = change.notices.filter((entry) => !entry.code?.startsWith("DISCOUNT_"));
  return {
    ...cleaned,
    cart: cleaned.cart ?? change.cart,
    notices: [
      { kind: "error", code: "DISCOUNT_NOT_APPLICABLE", message: INVALID_PROMO_CODE_MESSAGE },
      ...otherNotices,
      ...cleaned.notices,
    ],
  };
}

export function removeCode(cart: Cart | null, cartId: string, code: string, api: CartApi): Promise<CartChange> {
  return api.setDiscountCodes(
    cartId,
    codesOf(cart).filter((existing) => !sameCode(existing, code)),
  );
}
