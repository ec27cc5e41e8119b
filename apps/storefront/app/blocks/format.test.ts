import { afterEach, describe, expect, it, vi } from "vitest";

describe("the editorial blocks' display formats", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("make no Intl format, neither while the app's modules load nor for dates and measures", async () => {
    const made: string[] = [];
    const { DateTimeFormat, NumberFormat } = Intl;
    vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      made.push("date");
      return new DateTimeFormat(...args);
    });
    vi.spyOn(Intl, "NumberFormat").mockImplementation(function (...args: ConstructorParameters<typeof NumberFormat>) {
      made.push("number");
      return new NumberFormat(...args);
    });
    const format = await import("./format");
    expect(made).toEqual([]);
    expect(format.formatCalendarDate("2025-08-18")).toBe("18 August 2025");
    expect(format.formatCalendarDate("2025-09-01T10:00:00.000Z")).toBe("1 September 2025");
    expect(format.formatCalendarDate("2024-12-31")).toBe("31 December 2024");
    expect(made).toEqual([]);
    expect(format.formatCentimetres(152.45)).toBe("152.5 cm");
    expect(format.formatCentimetres(30)).toBe("30 cm");
    expect(made).toEqual([]);
  });

  it("writes every measure as en-AU's Intl does: at most one decimal, rounded half up, commas between thousands", async () => {
    const { formatCentimetres } = await import("./format");
    const intl = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 });
    const measures = [0, 0.05, 0.15, 0.25, 152.45, 152.449, 999.95, 1234.56, 20_000.04, 1_000_000, -3.25];
    for (let hundredths = 0; hundredths <= 50_000; hundredths += 7) measures.push(hundredths / 100);
    for (const value of measures) expect(formatCentimetres(value), String(value)).toBe(`${intl.format(value)} cm`);
  });

  it("spells every calendar day of a year as en-AU does", async () => {
    const { formatCalendarDate } = await import("./format");
    const intl = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      expect(formatCalendarDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });

  it("shows a date it cannot read as it came, rather than failing the page", async () => {
    const { formatCalendarDate } = await import("./format");
    expect(formatCalendarDate("soon")).toBe("soon");
  });
});
