import type { Money } from "./types";

/**
 * Prices as the shopper reads them (SPEC §9): Australian formatting, amounts worked in integer
 * cents because the shop's Decimal strings ("765.5") do not survive float arithmetic exactly.
 * Browser-safe: the purchase flow and the cart panel format on both sides of hydration.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currencyCode: string): Intl.NumberFormat {
  let found = formatters.get(currencyCode);
  if (!found) {
    found = new Intl.NumberFormat("en-AU", {
      style: "currency",
      currency: currencyCode,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currencyCode, found);
  }
  return found;
}

/** "850.0" → 85000; anything that is not a decimal amount counts as 0 rather than NaN on screen. */
export function toCents(amount: string): number {
  const match = /^\s*(-)?(\d+)(?:\.(\d*))?\s*$/.exec(amount);
  if (!match) return 0;
  const [, minus, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  const roundUp = fraction.length > 2 && /[1-9]/.test(fraction.slice(2)) ? 1 : 0;
  return minus ? -(cents + roundUp) : cents + roundUp;
}

const DEFAULT_CURRENCY = "AUD";

/** Money with two fraction digits: "$1,050.00"; no total from the shop reads "$0.00" (SPEC §8). */
export function formatMoney(money: Money | null | undefined): string {
  if (!money) return formatter(DEFAULT_CURRENCY).format(0);
  return formatter(money.currencyCode).format(toCents(money.amount) / 100);
}

/** A price rounded up to a whole dollar, shown as "$N.00" (SPEC §9): $849.50 reads "$850.00". */
export function formatWholeDollars(money: Money): string {
  const dollars = Math.ceil(toCents(money.amount) / 100);
  return formatter(money.currencyCode).format(dollars);
}

/** The lower of two prices (same currency, as every price in one shop is). */
export function lowerPrice(first: Money, second: Money): Money {
  return toCents(second.amount) < toCents(first.amount) ? second : first;
}
