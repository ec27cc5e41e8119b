import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMoney, formatWholeDollars, lowerPrice, toCents } from "../app/commerce/money";

/** Prices rounded up to a whole dollar as $N.00; totals with 2 fraction digits; a missing total is $0.00. */

const aud = (amount: string) => ({ amount, currencyCode: "AUD" });

describe("amounts in cents", () => {
  it.each([
    ["850", 85_000],
    ["850.0", 85_000],
    [" 765.5 ", 76_550],
    ["1912.05", 191_205],
    ["0.019", 2],
    ["1.125", 113],
    ["1.120", 112],
    ["1.1200001", 113],
    ["7.", 700],
    ["-5.5", -550],
    ["-0.001", -1],
  ])("reads %j as %i, rounding any part of a cent up", (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each(["", "abc", "1,000.00", "$850", "850 AUD", "AUD 850", "1.2.3", "- 5", "1e3"])(
    "reads %j, which is not an amount, as 0",
    (amount) => expect(toCents(amount)).toBe(0),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("prices on screen", () => {
  it("rounds a price up to the next whole dollar, and only when there are cents", () => {
    expect(formatWholeDollars(aud("849.001"))).toBe("$850.00");
    expect(formatWholeDollars(aud("850.00"))).toBe("$850.00");
  });

  it("shows each currency with its own symbol", () => {
    expect(formatMoney({ amount: "10", currencyCode: "NZD" })).toBe("$10.00");
    expect(formatMoney({ amount: "10", currencyCode: "EUR" })).toBe("€10.00");
    expect(formatMoney(aud("10"))).toBe("$10.00");
    expect(formatMoney(undefined)).toBe("$0.00");
  });

  it("writes the shop's own currency exactly as Australian currency formatting does", () => {
    const australian = new Intl.NumberFormat("en-AU", {
      style: "currency",
      currency: "AUD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const amount of [
      "0",
      "0.01",
      "0.5",
      "5",
      "9.99",
      "999.99",
      "1000",
      "1050",
      "123456.78",
      "1234567.89",
      "-5",
      "-1234.5",
    ]) {
      expect(formatMoney(aud(amount)), amount).toBe(australian.format(toCents(amount) / 100));
    }
    expect(formatWholeDollars(aud("1234.01"))).toBe(australian.format(1235));
  });

  it("formats the shop's own currency without making an Intl formatter, whose first one costs /buy's hydration", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "NumberFormat");
    const fresh = await import("../app/commerce/money");
    expect(fresh.formatWholeDollars(aud("849.5"))).toBe("$850.00");
    expect(fresh.formatMoney(aud("1050"))).toBe("$1,050.00");
    expect(fresh.formatMoney(null)).toBe("$0.00");
    expect(made).not.toHaveBeenCalled();
  });

  it("takes the lower of two prices, the first when they are equal", () => {
    const queen = aud("850.0");
    const double = aud("750");
    expect(lowerPrice(queen, double)).toBe(double);
    expect(lowerPrice(double, queen)).toBe(double);
    const same = aud("750.00");
    expect(lowerPrice(double, same)).toBe(double);
  });
});
