import { describe, expect, it } from "vitest";
import { sectionOf, withSection } from "./report-file.js";

const report = [
  "# Benchmark report",
  "",
  "## Lighthouse",
  "",
  "old figures",
  "",
  "## Scale-out",
  "",
  "two instances",
  "",
].join("\n");

describe("bench/REPORT.md's sections", () => {
  it("reads one section, without the next", () => {
    expect(sectionOf(report, "## Lighthouse")).toBe("## Lighthouse\n\nold figures");
    expect(sectionOf(report, "## Scale-out")).toBe("## Scale-out\n\ntwo instances");
    expect(sectionOf(report, "## Hardening")).toBe("");
  });

  it("replaces one section and leaves the others as they were", () => {
    const updated = withSection(report, "## Lighthouse", "## Lighthouse\n\nnew figures\n");
    expect(updated).toBe(report.replace("old figures", "new figures"));
    expect(withSection(report, "## Scale-out", "## Scale-out\n\nthree instances")).toBe(
      report.replace("two instances", "three instances"),
    );
  });

  it("adds a section it does not find at the end", () => {
    expect(withSection(report, "## Hardening", "## Hardening\n\nA+")).toBe(`${report}\n## Hardening\n\nA+\n`);
  });

  it("keeps a section from an earlier report when a new report is written (as npm run bench keeps the scale-out figures)", () => {
    const fresh = "# Benchmark report\n\n## Lighthouse\n\nnew figures\n";
    const kept = withSection(fresh, "## Scale-out", sectionOf(report, "## Scale-out"));
    expect(kept).toBe("# Benchmark report\n\n## Lighthouse\n\nnew figures\n\n## Scale-out\n\ntwo instances\n");
  });
});
