import { checkMeasurement, describeMeasurement } from "@bedsmade/form-rules";
import { z } from "zod";
import { MAX_QUANTITY, MIN_QUANTITY, PROMO_CODE_MAX_LENGTH } from "./cart-model";

/**
 * The cart actions a form may post to /api/cart, validated at the boundary. Form fields: `intent`
 * plus the fields of that intent.
 */

const QUANTITY_MESSAGE = `Please enter a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`;
const SET_QUANTITY_MESSAGE = `Please enter a whole number from 0 to ${MAX_QUANTITY}.`;

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));

/** Checkbox-style flags: a hidden "false" followed by a checkbox "true" works without JavaScript. */
const flag = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.enum(["true", "false", "on", "off", "yes", "no", "1", "0"], { error: message }))
    .transform((value) => ["true", "on", "yes", "1"].includes(value));

const lineId = z
  .string({ error: "Please choose a cart item." })
  .trim()
  .max(512, { error: "That cart item could not be found." })
  .regex(/^gid:\/\/shopify\/CartLine\/\S+$/, { error: "That cart item could not be found." });

const promoCode = z
  .string({ error: "Please enter a promo code." })
  .trim()
  .min(1, { error: "Please enter a promo code." })
  .max(PROMO_CODE_MAX_LENGTH, { error: "This promo code is invalid" })
  .regex(/^[\p{L}\p{N}_-]+$/u, { error: "This promo code is invalid" });

/** The fit finder's measurement, when the set was chosen by it (issue 13): the fields of /buy's address. */
const fitFields = {
  "fit-unit": z.string().optional(),
  "fit-width": z.string().optional(),
  "fit-length": z.string().optional(),
  "fit-depth": z.string().optional(),
};

/**
 * An add carries the measurement as the workroom reads it ("152 × 203 × 32 cm"); one the fit finder's
 * rules refuse is refused with their message, never dropped unseen.
 */
function withMeasurement<Add extends { [Field in keyof typeof fitFields]?: string }>(
  add: Add,
  context: z.RefinementCtx,
) {
  const values = { unit: add["fit-unit"], width: add["fit-width"], length: add["fit-length"], depth: add["fit-depth"] };
  if (Object.values(values).every((value) => value === undefined)) return { ...add, measured: null };
  const checked = checkMeasurement(values);
  if (checked.ok) return { ...add, measured: describeMeasurement(checked.measurement) };
  context.addIssue({
    code: "custom",
    message: Object.values(checked.errors)[0] ?? "Please measure your mattress again.",
  });
  return z.NEVER;
}

export const cartIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z
      .object({
        intent: z.literal("add"),
        variantKey: z
          .string({ error: "Please select a mattress size and depth." })
          .trim()
          .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "Please select a mattress size and depth." }),
        quantity: wholeNumber(MIN_QUANTITY, MAX_QUANTITY, QUANTITY_MESSAGE).default(MIN_QUANTITY),
        premiumPackaging: flag("Please choose whether you want premium packaging.").default(true),
        itemNumber: wholeNumber(1, 999_999, "That cart item number is not valid.").optional(),
        ...fitFields,
      })
      .transform(withMeasurement),
    z.object({
      intent: z.literal("set-quantity"),
      lineId,
      quantity: wholeNumber(0, MAX_QUANTITY, SET_QUANTITY_MESSAGE),
    }),
    z.object({
      intent: z.literal("set-packaging"),
      lineId,
      premiumPackaging: flag("Please choose whether you want premium packaging."),
    }),
    z.object({ intent: z.literal("remove"), lineId }),
    z.object({ intent: z.literal("apply-code"), code: promoCode }),
    z.object({ intent: z.literal("remove-code"), code: promoCode }),
    z.object({ intent: z.literal("checkout") }),
  ],
  { error: "Sorry, we didn't understand that cart request. Please try again." },
);

export type CartIntent = z.infer<typeof cartIntentSchema>;

export type IntentResult = { ok: true; intent: CartIntent } | { ok: false; message: string };

/**
 * A field sent twice counts by its last value (a checked box after its hidden default). Never throws:
 * bad input is a message.
 */
export function parseCartIntent(formData: FormData): IntentResult {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string") fields[name] = value;
  }
  const result = cartIntentSchema.safeParse(fields);
  if (result.success) return { ok: true, intent: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "Sorry, we didn't understand that cart request." };
}
