import { describe, expect, it } from "vitest";
import type { ContentIssue } from "../../content/normalise";
import { normaliseBlocks } from "../../content/normalise";
import { flattenStrapi } from "../../content/flatten";
import { MEDIA_BASE_URL } from "../../../test/support/editorial-seed";

const logo = (name: string) => ({ url: `/uploads/${name}.svg`, width: 120, height: 40, mime: "image/svg+xml" });

describe("featured brands", () => {
  it("leaves out a brand whose logo was deleted and keeps the others, and reports it", () => {
    const issues: ContentIssue[] = [];
    const zone = flattenStrapi(
      [
        {
          __component: "blocks.featured-brands",
          id: 1,
          heading: "And the press agrees",
          brands: [
            { logo: logo("vogue"), alt: "Vogue Living" },
            { logo: null, alt: "Broadsheet" },
            { logo: logo("domain"), alt: "Domain" },
          ],
        },
      ],
      { mediaBaseUrl: MEDIA_BASE_URL },
    ) as unknown[];
    const [block] = normaliseBlocks(zone, 'page "testimonials"', (issue) => issues.push(issue));
    expect(block).toMatchObject({ component: "blocks.featured-brands", heading: "And the press agrees" });
    expect(block?.component === "blocks.featured-brands" && block.brands.map((brand) => brand.name)).toEqual([
      "Vogue Living",
      "Domain",
    ]);
    expect(issues).toEqual([
      expect.objectContaining({ problem: "malformed-item", where: expect.stringContaining("blocks.featured-brands") }),
    ]);
  });
});
