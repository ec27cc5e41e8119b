import { describe, expect, it } from "vitest";
import { markup, seedBlock } from "../../../test/support/seed-blocks";

describe("meet the makers", () => {
  it("links meet the makers to the experts page over its background picture", () => {
    const html = markup([seedBlock("home", "blocks.meet-the-makers")]);
    expect(html).toMatch(/class="block meet-the-makers surface-darkgrey block--pictured"/);
    expect(html).toMatch(/href="\/experts"[^>]*>Meet our experts/);
    expect(html.match(/class="makers__item"/g)).toHaveLength(4);
  });

  it("shows its background picture as a lazy image in the width the window needs, not a full-size CSS background", () => {
    const block = seedBlock("home", "blocks.meet-the-makers");
    const picture = {
      url: "http://content.test/uploads/makers.webp",
      alt: "Makers at work",
      width: 2400,
      height: 1800,
      mime: "image/webp",
      libraryName: null,
      colour: null,
      version: null,
    };
    const html = markup([{ ...block, backgroundImage: picture } as typeof block]);
    const image = /<img[^>]*class="block__picture"[^>]*>/.exec(html)?.[0] ?? "";
    expect(image).toContain('loading="lazy"');
    expect(image).toContain('sizes="100vw"');
    expect(image).toContain("/_image/makers.webp?src=http%3A%2F%2Fcontent.test%2Fuploads%2Fmakers.webp&amp;w=750 750w");
    expect(image).toContain('alt=""');
    expect(html).not.toContain("background-image");
    expect(html).not.toContain("--block-picture");
  });
});
