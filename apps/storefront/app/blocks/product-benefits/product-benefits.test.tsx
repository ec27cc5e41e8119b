import { describe, expect, it } from "vitest";
import { markup, seedBlock } from "../../../test/support/seed-blocks";

describe("product benefits", () => {
  it("puts benefits in a ticked list, or in paragraphs when the paragraph flag is set", () => {
    expect(markup([seedBlock("home", "blocks.product-benefits")])).toMatch(/<ul class="ticks"><li>Fitted bottom sheet/);
    const paragraphs = markup([seedBlock("products", "blocks.product-benefits")]);
    expect(paragraphs).not.toContain('class="ticks"');
    expect(paragraphs).toMatch(
      /<div class="product-benefits__paragraphs"><p>Our cotton is certified organic[^<]*<\/p><p>The sateen/,
    );
  });
});
