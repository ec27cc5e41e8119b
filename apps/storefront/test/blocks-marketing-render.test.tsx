import { describe, expect, it } from "vitest";
import { markup, seedBlock, seedBlocks } from "./support/seed-blocks";

describe("marketing blocks", () => {
  it("gives each seed page one h1, from its first block", () => {
    for (const slug of ["how-it-works", "measure-up", "experts", "testimonials", "contact", "products", "404"]) {
      const html = markup(seedBlocks(slug));
      expect(html.match(/<h1[ >]/g), slug).toHaveLength(1);
    }
  });

  it("loads the first block's image eagerly and later ones lazily, always with a size", () => {
    const html = markup(seedBlocks("experts"));
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images[0]).toContain('loading="eager"');
    expect(images.slice(1).every((image) => image.includes('loading="lazy"'))).toBe(true);
    expect(images.every((image) => /width="\d+"/.test(image) && /height="\d+"/.test(image))).toBe(true);
  });

  it("features the founder's quote and lists the team with their roles", () => {
    const html = markup(seedBlocks("experts"));
    expect(html).toMatch(/<blockquote class="expert-profile__quote"><p>I wanted a bed/);
    expect(html).toContain("Claire Whitfield");
    expect(html.match(/class="makers__item"/g)).toHaveLength(4);
  });

  it("numbers each step once, whether or not the owner wrote the number into its heading", () => {
    for (const slug of ["home", "how-it-works"]) {
      const html = markup([seedBlock(slug, "blocks.how-it-works")]);
      const steps = html.match(/<li class="[^"]*steps__item[^"]*">.*?<h3>[^<]*<\/h3>/g) ?? [];
      expect(steps, slug).toHaveLength(3);
      for (const step of steps) {
        const ownNumber = /<h3>\d+\. /.test(step);
        expect(step.includes("steps__item--numbered"), step).toBe(ownNumber);
      }
    }
  });

  it("keeps an icon the owner puts in a column icon-sized, and an illustration as wide as the column", () => {
    const icons = markup([seedBlock("how-it-works", "blocks.three-column-info")]).match(/<img[^>]*>/g) ?? [];
    expect(icons).toHaveLength(3);
    expect(icons.every((image) => image.includes("columns__image--icon"))).toBe(true);
    const illustrations = markup([seedBlock("home", "blocks.three-column-info")]).match(/<img[^>]*>/g) ?? [];
    expect(illustrations.some((image) => image.includes("columns__image--icon"))).toBe(false);
  });
});
