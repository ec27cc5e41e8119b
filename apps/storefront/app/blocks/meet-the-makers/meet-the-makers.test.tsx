import { describe, expect, it } from "vitest";
import { markup, seedBlock } from "../../../test/support/seed-blocks";

describe("meet the makers", () => {
  it("links meet the makers to the experts page over its background picture", () => {
    const html = markup([seedBlock("home", "blocks.meet-the-makers")]);
    expect(html).toMatch(/class="block meet-the-makers surface-darkgrey block--pictured"/);
    expect(html).toMatch(/href="\/experts"[^>]*>Meet our experts/);
    expect(html.match(/class="makers__item"/g)).toHaveLength(4);
  });

  it("gives a phone the 750-pixel rendition of its background picture and wider windows the original", () => {
    const block = seedBlock("home", "blocks.meet-the-makers");
    const renditions = [500, 750, 1000].map((width) => ({
      url: `http://content.test/uploads/w${width}_makers.webp`,
      width,
      height: width * 0.75,
    }));
    const picture = {
      url: "http://content.test/uploads/makers.webp",
      alt: "",
      width: 2400,
      height: 1800,
      mime: "image/webp",
      formats: renditions,
    };
    const html = markup([{ ...block, backgroundImage: picture } as typeof block]);
    expect(html).toContain("--block-picture:url(&quot;http://content.test/uploads/w750_makers.webp&quot;)");
    expect(html).toContain("--block-picture-wide:url(&quot;http://content.test/uploads/makers.webp&quot;)");
  });
});
