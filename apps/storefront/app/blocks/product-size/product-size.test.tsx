import { describe, expect, it } from "vitest";
import { routerMarkup as markup } from "../../../test/support/seed-blocks";
import type { PlacedBlock } from "../block";

const sizes: PlacedBlock = {
  key: "blocks.product-size:1",
  component: "blocks.product-size",
  heading: "Find your size",
  text: null,
  sizes: [
    { size: "Queen", sizeKey: "queen", width: 152.5, length: 203, pillowcases: "2 x 51 x 76 cm", image: null },
    { size: "Super King", sizeKey: "super-king", width: 203, length: 203, pillowcases: "2 x 51 x 102 cm", image: null },
  ],
  fitFinder: false,
  button: null,
  backgroundColour: "neutral-white",
};

describe("product size", () => {
  it("renders every size panel under its own heading before the page is interactive", () => {
    const page = markup([sizes]);
    expect(page).not.toContain('role="tablist"');
    expect(page).toMatch(/<h2[^>]*>Queen<\/h2>/);
    expect(page).toMatch(/<h2[^>]*>Super King<\/h2>/);
    expect(page).toContain("152.5 cm");
    expect(page).toContain("Variable");
    expect(page).toContain("2 x 51 x 102 cm");
  });

  it("offers Find my size when the owner turns it on: a form for the tape's figures that /buy's size step answers", () => {
    expect(markup([sizes])).not.toContain("Find my size");
    const page = markup([{ ...sizes, fitFinder: true }]);
    expect(page).toMatch(/<form [^>]*action="\/buy" method="get">/);
    expect(page).toContain('<input type="hidden" name="step" value="1"/>');
    for (const name of ["fit-unit", "fit-width", "fit-length", "fit-depth"]) expect(page).toContain(`name="${name}"`);
    expect(page).toContain("Width (cm)");
  });
});
