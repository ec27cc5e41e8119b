import { describe, expect, it } from "vitest";
import { priceCart } from "../src/cart/pricing.js";
import { discountWarnings } from "../src/cart/discount-warnings.js";
import { MutationReport } from "../src/cart/cart-errors.js";
import type { DiscountRule, DiscountRules } from "../src/cart/discount-rules.js";
import { buildCatalogue } from "../src/catalogue/catalogue.js";
import { readCatalogueSeed } from "../src/catalogue/seed-schema.js";
import { allocateProportionally, decimalFromCents } from "../src/money.js";
import { seedFile } from "../src/package-root.js";
import type { StoredCart } from "../src/store/cart-store.js";

const catalogue = buildCatalogue(readCatalogueSeed(seedFile));

function rules(...list: DiscountRule[]): DiscountRules {
  return { find: (code) => list.find((rule) => rule.code === code.toUpperCase()) };
}

function cart(lines: [variantId: string, quantity: number][], discountCodes: string[]): StoredCart {
  return {
    token: "t",
    secret: "s",
    createdAt: "2026-11-21T00:00:00.000Z",
    updatedAt: "2026-11-21T00:00:00.000Z",
    completedAt: null,
    attributes: [],
    note: null,
    countryCode: "AU",
    discountCodes,
    lines: lines.map(([variantId, quantity], index) => ({ id: `line-${index}`, variantId, quantity, attributes: [] })),
  };
}

describe("money", () => {
  it("formats Decimal amounts the way Shopify does", () => {
    expect(decimalFromCents(85000)).toBe("850.0");
    expect(decimalFromCents(76550)).toBe("765.5");
    expect(decimalFromCents(76505)).toBe("765.05");
    expect(decimalFromCents(0)).toBe("0.0");
  });

  it("allocates proportionally with shares that add up exactly", () => {
    expect(allocateProportionally(5000, [85000, 75000, 105000])).toEqual([1604, 1415, 1981]);
    expect(allocateProportionally(1, [1, 1, 1]).reduce((a, b) => a + b)).toBe(1);
    expect(allocateProportionally(100, [0, 0])).toEqual([0, 0]);
  });
});

describe("priceCart", () => {
  const bigSpend: DiscountRule = {
    code: "BIGSPEND",
    title: "$100 off $2,000",
    kind: "fixed",
    amountCents: 10000,
    minimumSubtotalCents: 200000,
  };

  it("leaves a code below its minimum unapplied, and reports DISCOUNT_PURCHASE_NOT_IN_RANGE", () => {
    const priced = priceCart(cart([["44700000001008", 1]], ["bigspend"]), catalogue, rules(bigSpend));
    expect(priced.codes).toMatchObject([{ code: "bigspend", status: "below-minimum", amountCents: 0 }]);
    expect(priced.totalCents).toBe(85000);
    const report = new MutationReport();
    discountWarnings(null, priced, "cart-id", true, report);
    expect(report.warnings).toEqual([
      { code: "DISCOUNT_PURCHASE_NOT_IN_RANGE", target: "cart-id", message: expect.stringContaining("bigspend") },
    ]);
  });

  it("applies the code once the subtotal reaches the minimum", () => {
    const priced = priceCart(cart([["44700000001008", 3]], ["BIGSPEND"]), catalogue, rules(bigSpend));
    expect(priced.codes[0]?.status).toBe("applied");
    expect(priced.totalCents).toBe(255000 - 10000);
    expect(priced.lines[0]?.allocations[0]?.amountCents).toBe(10000);
  });

  it("never discounts below zero", () => {
    const huge: DiscountRule = {
      code: "HUGE",
      title: "",
      kind: "fixed",
      amountCents: 10_000_00,
      minimumSubtotalCents: 0,
    };
    const priced = priceCart(
      cart([["44700000001008", 1]], ["HUGE", "HUGE2"]),
      catalogue,
      rules(huge, { ...huge, code: "HUGE2" }),
    );
    expect(priced.totalCents).toBe(0);
    expect(priced.discountCents).toBe(85000);
  });
});
