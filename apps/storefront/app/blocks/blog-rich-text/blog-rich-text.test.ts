import { describe, expect, it } from "vitest";
import { blockOf, normalised } from "../../../test/support/parse-blocks";

describe("blog rich text schema", () => {
  it.each(["terms", "privacy"])("renders the rich text of /%s to HTML with its headings", (slug) => {
    const { page, issues } = normalised(slug);
    expect(issues).toEqual([]);
    expect(blockOf(page, "blocks.blog-rich-text").text).toMatch(/<h2>[^<]+<\/h2>/);
  });
});
