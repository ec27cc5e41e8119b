import { afterEach, describe, expect, it, vi } from "vitest";

describe("the editorial blocks' display formats", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("make no Intl format while the app's modules load, only when a date or a measure is first shown", async () => {
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
    expect(format.formatCalendarDate("2025-09-01")).toBe("1 September 2025");
    expect(format.formatCentimetres(152.45)).toBe("152.5 cm");
    expect(made).toEqual(["date", "number"]);
  });
});
