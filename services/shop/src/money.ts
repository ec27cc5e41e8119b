/** All money is held in integer cents; Shopify's Decimal scalar is a string such as "850.0". */
export type Cents = number;

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

export const SHOP_CURRENCY = "AUD";

/** Parses a seed price such as "850.00" into cents without floating-point rounding. */
export function centsFromDecimal(decimal: string): Cents {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal);
  if (!match) throw new Error(`Not a money amount: ${decimal}`);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return Number(match[1]) * 100 + Number(fraction);
}

/** Formats like Shopify's Decimal: whole amounts end in ".0", others keep their cents ("8.5", "8.05"). */
export function decimalFromCents(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  if (fraction === 0) return `${sign}${whole}.0`;
  const digits = String(fraction).padStart(2, "0").replace(/0$/, "");
  return `${sign}${whole}.${digits}`;
}

export function money(cents: Cents): MoneyV2 {
  return { amount: decimalFromCents(cents), currencyCode: SHOP_CURRENCY };
}

/** Splits `total` across `weights` in proportion, so the parts always add up to `total` exactly. */
export function allocateProportionally(total: Cents, weights: readonly Cents[]): Cents[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / weightSum));
  let remainder = total - shares.reduce((sum, share) => sum + share, 0);
  const byFraction = weights
    .map((weight, index) => ({ index, fraction: (total * weight) % weightSum }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (remainder === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    remainder -= 1;
  }
  return shares;
}
