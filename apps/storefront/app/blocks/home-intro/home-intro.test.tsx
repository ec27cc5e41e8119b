import { describe, expect, it } from "vitest";
import { markup, seedBlocks } from "../../../test/support/seed-blocks";

describe("home intro", () => {
  const home = seedBlocks("home");

  it("gives the home intro a real button that scrolls to the baseline, with a name", () => {
    const html = markup(home.filter((block) => block.component === "blocks.home-intro"));
    expect(html).toMatch(
      /<button type="button" class="home-intro__arrow">.*<span class="visually-hidden">Scroll to the next section<\/span><\/button>/,
    );
    expect(html).toContain("Scroll to see");
    expect(html).toContain("how it fits");
    expect(html).toMatch(/class="home-intro__baseline"/);
  });
});
