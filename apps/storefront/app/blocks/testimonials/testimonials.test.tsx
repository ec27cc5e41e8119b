import { describe, expect, it } from "vitest";
import { markup, seedBlock } from "../../../test/support/seed-blocks";

describe("testimonials", () => {
  it("keeps every testimonial for the small-screen carousel, with buttons to move through it", () => {
    const html = markup([seedBlock("home", "blocks.testimonials")]);
    expect(html.match(/<li class="testimonials__item"/g)).toHaveLength(5);
    expect(html.match(/testimonials__item--small-only/g)).toHaveLength(1);
    expect(html).toContain("Previous review");
    expect(html).toContain("Next review");
  });
});
