import { readFileSync } from "node:fs";
import { z } from "zod";
import { centsFromDecimal, type Cents } from "../money.js";

const price = z.string().regex(/^\d+(\.\d{1,2})?$/);

const discountSeedSchema = z.object({
  codes: z.array(
    z.discriminatedUnion("kind", [
      z.object({
        code: z.string().min(1),
        title: z.string(),
        kind: z.literal("percentage"),
        percentage: z.number().gt(0).max(100),
        minimumSubtotal: price,
      }),
      z.object({
        code: z.string().min(1),
        title: z.string(),
        kind: z.literal("fixed"),
        amount: price,
        minimumSubtotal: price,
      }),
    ]),
  ),
});

/** An order-level code discount; it applies to every line, across the order. */
export type DiscountRule =
  | { code: string; title: string; kind: "percentage"; percentage: number; minimumSubtotalCents: Cents }
  | { code: string; title: string; kind: "fixed"; amountCents: Cents; minimumSubtotalCents: Cents };

export interface DiscountRules {
  /** Codes are case-insensitive, as on Shopify. */
  find(code: string): DiscountRule | undefined;
}

export function readDiscountRules(file: string): DiscountRules {
  const parsed = discountSeedSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`Invalid discount codes ${file}:\n${z.prettifyError(parsed.error)}`);
  const rules = new Map<string, DiscountRule>();
  for (const entry of parsed.data.codes) {
    const minimumSubtotalCents = centsFromDecimal(entry.minimumSubtotal);
    const rule: DiscountRule =
      entry.kind === "percentage"
        ? {
            code: entry.code,
            title: entry.title,
            kind: "percentage",
            percentage: entry.percentage,
            minimumSubtotalCents,
          }
        : {
            code: entry.code,
            title: entry.title,
            kind: "fixed",
            amountCents: centsFromDecimal(entry.amount),
            minimumSubtotalCents,
          };
    rules.set(entry.code.toUpperCase(), rule);
  }
  return { find: (code) => rules.get(code.trim().toUpperCase()) };
}

/** The amount a rule takes off a subtotal; never more than the subtotal itself. */
export function discountAmount(rule: DiscountRule, subtotalCents: Cents): Cents {
  const raw = rule.kind === "percentage" ? Math.round((subtotalCents * rule.percentage) / 100) : rule.amountCents;
  return Math.min(raw, subtotalCents);
}
