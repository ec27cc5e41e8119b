import { cartGid, lineGid } from "../../cart/cart-ids.js";
import type { CartMutationResult } from "../../cart/cart-service.js";
import type { DiscountRule } from "../../cart/discount-rules.js";
import type { PricedLine } from "../../cart/pricing.js";
import { money, type Cents } from "../../money.js";
import type { Attribute, StoredCart } from "../../store/cart-store.js";
import { paginate, type PageArgs } from "../connection.js";
import type { ShopContext } from "../context.js";
import { presentVariant } from "./product.js";

export function checkoutUrl(cart: StoredCart, publicUrl: string): string {
  return `${publicUrl}/cart/c/${cart.token}?key=${cart.secret}`;
}

function attributeLookup(attributes: readonly Attribute[]) {
  return ({ key }: { key: string }) => attributes.find((attribute) => attribute.key === key) ?? null;
}

/** A code discount spread across every line of the order (Shopify's ACROSS / ALL / LINE_ITEM). */
function presentCodeAllocation(code: string, rule: DiscountRule, amountCents: Cents) {
  return {
    __typename: "CartCodeDiscountAllocation",
    code,
    discountedAmount: money(amountCents),
    targetType: "LINE_ITEM",
    discountApplication: {
      allocationMethod: "ACROSS",
      targetSelection: "ALL",
      targetType: "LINE_ITEM",
      value:
        rule.kind === "percentage"
          ? { __typename: "PricingPercentageValue", percentage: rule.percentage }
          : { __typename: "MoneyV2", ...money(rule.amountCents) },
    },
  };
}

function presentLine(cart: StoredCart, priced: PricedLine, context: ShopContext) {
  return {
    __typename: "CartLine",
    id: lineGid(cart, priced.line),
    quantity: priced.line.quantity,
    attributes: priced.line.attributes,
    attribute: attributeLookup(priced.line.attributes),
    cost: {
      amountPerQuantity: money(priced.unitCents),
      compareAtAmountPerQuantity: null,
      subtotalAmount: money(priced.subtotalCents),
      totalAmount: money(priced.totalCents),
    },
    discountAllocations: priced.allocations
      .filter((allocation) => allocation.amountCents > 0)
      .map((allocation) => presentCodeAllocation(allocation.code, allocation.rule, allocation.amountCents)),
    merchandise: presentVariant(priced.variant, context),
    instructions: { canRemove: true, canUpdateQuantity: true },
    sellingPlanAllocation: null,
    parentRelationship: null,
  };
}

export function presentCart(cart: StoredCart, context: ShopContext) {
  const priced = context.carts.price(cart);
  return {
    __typename: "Cart",
    id: cartGid(cart),
    checkoutUrl: checkoutUrl(cart, context.publicUrl),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    totalQuantity: priced.totalQuantity,
    attributes: cart.attributes,
    attribute: attributeLookup(cart.attributes),
    buyerIdentity: { countryCode: cart.countryCode, email: null, phone: null, customer: null },
    discountCodes: priced.codes.map((code) => ({ code: code.code, applicable: code.status === "applied" })),
    discountAllocations: priced.codes.flatMap((code) =>
      code.status === "applied" && code.rule ? [presentCodeAllocation(code.code, code.rule, code.amountCents)] : [],
    ),
    cost: {
      subtotalAmount: money(priced.subtotalCents),
      subtotalAmountEstimated: false,
      totalAmount: money(priced.totalCents),
      totalAmountEstimated: false,
      checkoutChargeAmount: money(priced.totalCents),
      // Deprecated, yet asked for by hydrogen-react's default cart fragment; Shopify answers them empty.
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    },
    lines: (args: PageArgs) =>
      paginate(
        priced.lines,
        args,
        (line) => ({ id: line.line.id, value: line.line.id }),
        (line) => presentLine(cart, line, context),
      ),
  };
}

export function presentMutationResult(result: CartMutationResult, context: ShopContext) {
  return {
    cart: result.cart ? presentCart(result.cart, context) : null,
    userErrors: result.userErrors,
    warnings: result.warnings,
  };
}
