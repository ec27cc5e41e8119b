/**
 * The limits of a cart change, shared by the cart's controls in the browser and the server's check
 * of every intent (cart-intents.ts). Kept apart from that check so the controls load no validator.
 */

/** Quantity input min 1, max 30. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 30;
export const PROMO_CODE_MAX_LENGTH = 64;
