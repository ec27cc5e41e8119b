import type { CartWarningCode } from "./cart-errors.js";
import type { MutationReport } from "./cart-errors.js";
import type { CodeStatus, PricedCart } from "./pricing.js";

/** Drops blank codes (a user error) and case-insensitive duplicates, keeping the first spelling. */
export function normaliseCodes(codes: readonly string[], field: string[], report: MutationReport): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  codes.forEach((raw, index) => {
    const code = raw.trim();
    if (code === "") {
      report.error("MISSING_DISCOUNT_CODE", [...field, index], "Discount code can't be blank.");
      return;
    }
    if (seen.has(code.toUpperCase())) return;
    seen.add(code.toUpperCase());
    kept.push(code);
  });
  return kept;
}

const WARNING_FOR: Record<
  Exclude<CodeStatus, "applied">,
  { code: CartWarningCode; message: (code: string) => string }
> = {
  "not-found": { code: "DISCOUNT_NOT_FOUND", message: (code) => `The discount code ${code} was not found.` },
  "no-lines": {
    code: "DISCOUNT_NO_ENTITLED_LINE_ITEMS",
    message: (code) => `The discount code ${code} needs items in the cart.`,
  },
  "below-minimum": {
    code: "DISCOUNT_PURCHASE_NOT_IN_RANGE",
    message: (code) => `The cart subtotal doesn't meet the minimum purchase for discount code ${code}.`,
  },
};

/** After a line edit, only codes that just stopped applying are warned of, so a warning is not repeated. */
export function discountWarnings(
  before: PricedCart | null,
  after: PricedCart,
  cartId: string,
  codesChanged: boolean,
  report: MutationReport,
): void {
  const appliedBefore = new Set(
    before?.codes.filter((code) => code.status === "applied").map((code) => code.code.toUpperCase()),
  );
  for (const priced of after.codes) {
    if (priced.status === "applied") continue;
    if (!codesChanged && !appliedBefore.has(priced.code.toUpperCase())) continue;
    const warning = WARNING_FOR[priced.status];
    report.warn(warning.code, cartId, warning.message(priced.code));
  }
}
