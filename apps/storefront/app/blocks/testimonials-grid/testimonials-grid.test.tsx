import { describe, expect, it } from "vitest";
import { markup, seedBlocks } from "../../../test/support/seed-blocks";

describe("testimonials grid", () => {
  it("shows every review in the testimonials grid, each with its rating", () => {
    const html = markup(seedBlocks("testimonials"));
    expect(html.match(/<figure class="review">/g)).toHaveLength(10);
    expect(html.match(/role="img" aria-label="Rated [1-5] out of 5"/g)).toHaveLength(10);
  });
});
