import { describe, expect, it } from "vitest";
import { markup, seedBlock } from "../../../test/support/seed-blocks";

describe("meet the makers", () => {
  it("links meet the makers to the experts page over its background picture", () => {
    const html = markup([seedBlock("home", "blocks.meet-the-makers")]);
    expect(html).toMatch(/class="block meet-the-makers surface-darkgrey block--pictured"/);
    expect(html).toMatch(/href="\/experts"[^>]*>Meet our experts/);
    expect(html.match(/class="makers__item"/g)).toHaveLength(4);
  });
});
