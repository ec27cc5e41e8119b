import { describe, expect, it } from "vitest";
import { parseZone } from "../../../test/support/parse-blocks";

const logo = (name: string) => ({ url: `/uploads/${name}.svg`, width: 120, height: 40, mime: "image/svg+xml" });

describe("featured brands", () => {
  it("leaves out a brand whose logo was deleted and keeps the others, and reports it", () => {
    const {
      blocks: [block],
      issues,
    } = parseZone([
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
    ]);
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
