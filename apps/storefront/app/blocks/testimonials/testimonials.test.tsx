import { describe, expect, it } from "vitest";
import { testimonials } from "../../../test/support/placed-blocks";
import { markup, routerMarkup, seedBlock } from "../../../test/support/seed-blocks";

describe("testimonials", () => {
  it("keeps every testimonial for the small-screen carousel, with buttons to move through it", () => {
    const html = markup([seedBlock("home", "blocks.testimonials")]);
    expect(html.match(/<li class="testimonials__item"/g)).toHaveLength(5);
    expect(html.match(/testimonials__item--small-only/g)).toHaveLength(1);
    expect(html).toContain("Previous review");
    expect(html).toContain("Next review");
  });

  it("marks testimonials after the fifth as small-screen only and labels the rating", () => {
    const html = routerMarkup([testimonials]);
    expect(html.match(/testimonials__item--small-only/g)).toHaveLength(1);
    expect(html).toMatch(/testimonials__item--small-only">.*Review by Fox/);
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).toContain('<time dateTime="2026-03-04">4 March 2026</time>');
  });
});
