import * as z from "zod/mini";

/** A line's quantity runs 1–30 in the controls and in the server's check alike. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 30;
export const PROMO_CODE_MAX_LENGTH = 64;

/** The cart, defined once: the server shapes the shop's answers into it, the browser checks each against it. */

/** A decimal amount as the shop sends it ("850.0"), with its ISO currency code. */
export const moneySchema = z.object({ amount: z.string(), currencyCode: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** classic = 400 thread count (the default), premium = 600. */
export const productLineSchema = z.enum(["classic", "premium"]);
export type ProductLine = z.infer<typeof productLineSchema>;

export const productImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const cartLineSchema = z.object({
  /** The shop's cart line id. */
  id: z.string(),
  quantity: z.number(),
  line: productLineSchema,
  /** The variant's first selected option (size label, e.g. "Queen"). */
  size: z.string(),
  /** The variant's second selected option (depth, e.g. "21-25 cm"). */
  depth: z.string(),
  variantId: z.string(),
  /** e.g. "Queen / 21-25 cm": the sub-text of the removal toast. */
  variantTitle: z.string(),
  unitPrice: moneySchema,
  lineTotal: moneySchema,
  /** A visible line attribute, on by default. */
  premiumPackaging: z.boolean(),
  /** The running item number, kept as a line attribute. */
  itemNumber: z.nullable(z.number()),
  /** The uid: the session id of the shopper who added it, kept as a line attribute. */
  uid: z.nullable(z.string()),
  /** The mattress as the shopper measured it with the fit finder (issue 13), for the workroom: a visible attribute. */
  measured: z.nullable(z.string()),
  image: z.nullable(productImageSchema),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const discountCodeSchema = z.object({ code: z.string(), applicable: z.boolean() });
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const cartSchema = z.object({
  id: z.string(),
  lines: z.array(cartLineSchema),
  /** Sum of line quantities: the header badge. */
  itemCount: z.number(),
  subtotal: z.nullable(moneySchema),
  /** Null when the shop sent none: shown as $0.00. */
  total: z.nullable(moneySchema),
  discountCodes: z.array(discountCodeSchema),
  checkoutUrl: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

/** What the shop said about a cart change: GraphQL userErrors and warnings, shown to the shopper. */
export const cartNoticeSchema = z.object({
  kind: z.enum(["error", "warning"]),
  // The message is what the shopper reads; a notice without a code is still worth showing.
  code: z._default(z.nullable(z.string()), null),
  message: z.string(),
});
export type CartNotice = z.infer<typeof cartNoticeSchema>;

/**
 * What the cart endpoint answers, to a read and to a change alike: the cart as it now stands, what
 * the shop said, and for a checkout the address to leave for.
 */
export const cartAnswerSchema = z.object({
  cart: z.nullable(cartSchema),
  notices: z._default(z.array(cartNoticeSchema), []),
  checkoutUrl: z.optional(z.nullable(z.string())),
  /** For an add: the item number the new line carries. */
  itemNumber: z.optional(z.nullable(z.number())),
});
/** The answer as the browser reads it. */
export type CartAnswer = z.output<typeof cartAnswerSchema>;
/** The answer as the server writes it (notices may be left out). */
export type CartAnswerBody = z.input<typeof cartAnswerSchema>;
