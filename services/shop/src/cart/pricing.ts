import type { Catalogue, CatalogueVariant } from "../catalogue/catalogue.js";
import { allocateProportionally, type Cents } from "../money.js";
import type { StoredCart, StoredLine } from "../store/cart-store.js";
import { discountAmount, type DiscountRule, type DiscountRules } from "./discount-rules.js";

export type CodeStatus = "applied" | "not-found" | "no-lines" | "below-minimum";

export interface PricedCode {
  code: string;
  rule: DiscountRule | undefined;
  status: CodeStatus;
  amountCents: Cents;
}

export interface LineAllocation {
  code: string;
  rule: DiscountRule;
  amountCents: Cents;
}

export interface PricedLine {
  line: StoredLine;
  variant: CatalogueVariant;
  unitCents: Cents;
  subtotalCents: Cents;
  allocations: LineAllocation[];
  totalCents: Cents;
}

export interface PricedCart {
  lines: PricedLine[];
  codes: PricedCode[];
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  totalQuantity: number;
}

/**
 * Each code is judged on the undiscounted subtotal, so codes combine. Order discounts are spread over
 * lines by subtotal, the shares adding up exactly.
 */
export function priceCart(cart: StoredCart, catalogue: Catalogue, rules: DiscountRules): PricedCart {
  const lines = cart.lines.flatMap((line) => {
    const variant = catalogue.variantById(line.variantId);
    if (!variant) return [];
    const subtotalCents = variant.priceCents * line.quantity;
    return [
      {
        line,
        variant,
        unitCents: variant.priceCents,
        subtotalCents,
        allocations: [] as LineAllocation[],
        totalCents: subtotalCents,
      },
    ];
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const codes = cart.discountCodes.map((code): PricedCode => {
    const rule = rules.find(code);
    if (!rule) return { code, rule, status: "not-found", amountCents: 0 };
    if (lines.length === 0) return { code, rule, status: "no-lines", amountCents: 0 };
    if (subtotalCents < rule.minimumSubtotalCents) return { code, rule, status: "below-minimum", amountCents: 0 };
    return { code, rule, status: "applied", amountCents: discountAmount(rule, subtotalCents) };
  });

  let remainingCents = subtotalCents;
  for (const priced of codes) {
    const rule = priced.rule;
    if (priced.status !== "applied" || !rule) continue;
    priced.amountCents = Math.min(priced.amountCents, remainingCents);
    remainingCents -= priced.amountCents;
    const shares = allocateProportionally(
      priced.amountCents,
      lines.map((line) => line.subtotalCents),
    );
    lines.forEach((line, index) => {
      const share = shares[index] ?? 0;
      line.allocations.push({ code: priced.code, rule, amountCents: share });
      line.totalCents -= share;
    });
  }
  const discountCents = subtotalCents - remainingCents;
  return {
    lines,
    codes,
    subtotalCents,
    discountCents,
    totalCents: remainingCents,
    totalQuantity: lines.reduce((sum, line) => sum + line.line.quantity, 0),
  };
}
