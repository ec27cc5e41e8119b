import { describe, expect, it } from "vitest";
import { markup, seedBlocks } from "../../../test/support/seed-blocks";

describe("not found", () => {
  it("shows the 404 block with its fixed heading and a Go back link home", () => {
    const html = markup(seedBlocks("404"));
    expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(html).toContain("This bed has not been made yet");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go back<\/a>/);
  });
});
