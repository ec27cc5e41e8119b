/** The cart's shopper-facing wording. Quoted phrases are the exact words. */
export const CART_COPY = {
  title: "Your cart",
  emptyHeading: "Looks like your cart is empty",
  emptySubheading: "Build your product now",
  emptyText: "Find your perfect fit & experience the Bedsmade difference",
  startNow: "Start now",
  startNewPurchase: "Start new purchase",
  total: "Total",
  editCart: "Edit cart",
  checkout: "Checkout",
  checkoutLoading: "Taking you to checkout…",
  lineDescription: (depth: string) => `Bottom sheet, top sheet & 2x pillow sheets. Mattress depth of ${depth}.`,
  /** The fit finder's measurement on the line (issue 13), worded as the checkout shows the attribute. */
  measured: (measurement: string) => `Measured: ${measurement}`,
  quantityUpdated: "Item Quantity Updated",
  deleteQuestion: "Are you sure you want to delete this item?",
  deleteYes: "Yes, I'm sure",
  deleteNo: "No, return",
  removed: "Successfully removed item from cart",
  invalidCode: "This promo code is invalid",
  close: "Close cart",
} as const;

export const CART_UNREACHABLE =
  "We couldn't reach your cart just now. Your items are safe; please try again in a moment.";
