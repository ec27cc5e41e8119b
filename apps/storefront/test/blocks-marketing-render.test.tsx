import { describe, expect, it } from "vitest";
import { markup, seedBlocks } from "./support/seed-blocks";

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
});
