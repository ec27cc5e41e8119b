import type { Money } from "./types";

/** Prices as the shopper reads them, worked in integer cents: the shop's "765.5" does not survive floats. */

const SHOP_CURRENCY = "AUD";
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * "$1,050.00", written out for AUD: the first Intl formatter loads the browser's locale data, /buy's
 * longest task while it hydrates (bench/REPORT.md). test/money.test.ts compares it with Intl.
 */
function formatCents(cents: number, currencyCode: string): string {
  if (currencyCode !== SHOP_CURRENCY) return intlFormatter(currencyCode).format(cents / 100);
  const whole = String(Math.trunc(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = String(Math.abs(cents) % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}$${whole}.${fraction}`;
}

function intlFormatter(currencyCode: string): Intl.NumberFormat {
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

/** Money with two fraction digits: "$1,050.00"; no total from the shop reads "$0.00". */
export function formatMoney(money: Money | null | undefined): string {
  if (!money) return formatCents(0, SHOP_CURRENCY);
  return formatCents(toCents(money.amount), money.currencyCode);
}

/** A price rounded up to a whole dollar, shown as "$N.00": $849.50 reads "$850.00". */
export function formatWholeDollars(money: Money): string {
  const dollars = Math.ceil(toCents(money.amount) / 100);
  return formatCents(dollars * 100, money.currencyCode);
}

/** The lower of two prices (same currency, as every price in one shop is). */
export function lowerPrice(first: Money, second: Money): Money {
  return toCents(second.amount) < toCents(first.amount) ? second : first;
}
