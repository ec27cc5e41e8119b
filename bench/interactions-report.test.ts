import { describe, expect, it } from "vitest";
import { renderTaps } from "./interactions-report.js";

const row = (section: string, tap: string) => section.split("\n").find((line) => line.includes(`| ${tap} |`));

describe("the report's taps on a phone", () => {
  it("gives each tap's median and slowest load against INP's 200 ms", () => {
    const section = renderTaps([
      { route: "/buy", tap: "choose a size", durations: [40, 56, 48], failures: [] },
      { route: "/", tap: "open the menu", durations: [232, 208, 120], failures: [] },
    ]);
    expect(row(section, "choose a size")).toBe("| `/buy` | choose a size | 48 ms | 56 ms | ≤ 200 ms | yes |");
    expect(row(section, "open the menu")).toBe("| `/` | open the menu | 208 ms | 232 ms | ≤ 200 ms | **no** |");
    expect(section).toContain("over 3 loads");
  });

  it("says a tap Event Timing did not report took under 16 ms", () => {
    const section = renderTaps([{ route: "/faqs", tap: "open a question", durations: [0, 0, 24], failures: [] }]);
    expect(row(section, "open a question")).toBe(
      "| `/faqs` | open a question | under 16 ms | 24 ms | ≤ 200 ms | yes |",
    );
  });

  it("says in words which tap could not be made and why, and counts it as not met", () => {
    const gone = "locator.tap: Timeout 15000ms exceeded.";
    const section = renderTaps([
      { route: "/", tap: "follow a link to /faqs", durations: [], failures: [gone, gone] },
      { route: "/faqs", tap: "open a question", durations: [64], failures: ["page.goto: net::ERR_CONNECTION_REFUSED"] },
    ]);
    expect(row(section, "follow a link to /faqs")).toBe("| `/` | follow a link to /faqs | — | — | ≤ 200 ms | **no** |");
    expect(row(section, "open a question")).toBe("| `/faqs` | open a question | 64 ms | 64 ms | ≤ 200 ms | **no** |");
    expect(section).toContain(`- \`/\` follow a link to /faqs: not made in 2 of 2 loads (${gone}).`);
    expect(section).toContain(
      "- `/faqs` open a question: not made in 1 of 2 loads (page.goto: net::ERR_CONNECTION_REFUSED).",
    );
  });
});
