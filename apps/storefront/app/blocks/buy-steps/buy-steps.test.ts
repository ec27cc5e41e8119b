import { describe, expect, it } from "vitest";
import { blockOf, normalised } from "../../../test/support/parse-blocks";

describe("buy steps schema", () => {
  it("reads the buy steps: four labelled steps and three inclusions", () => {
    const buy = blockOf(normalised("buy").page, "blocks.buy-steps");
    expect(buy.steps.map((step) => step.label)).toEqual(["Product", "Details", "Services", "Checkout"]);
    expect(buy.inclusions.map((tile) => tile.heading)).toEqual([
      "Fitted bottom sheet",
      "Tailored top sheet",
      "2x pillowcases",
    ]);
  });
});
