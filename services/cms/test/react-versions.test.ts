import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cmsDir } from "../../../test-support/cms.js";

/**
 * Strapi 5.54's admin needs React 18 and the storefront runs React 19: the CMS keeps its own install
 * so neither gets the other's. This resolves React as each side's own code does at run time.
 */
const storefrontDir = path.resolve(cmsDir, "../../apps/storefront");

function reactSeenFrom(packageJson: string): { react: string; reactDom: string } {
  const load = createRequire(packageJson);
  return {
    react: (load("react") as { version: string }).version,
    reactDom: (load("react-dom") as { version: string }).version,
  };
}

describe("each side gets the React it needs", () => {
  it("the storefront renders with React 19", () => {
    const seen = reactSeenFrom(path.join(storefrontDir, "package.json"));
    expect(seen.react).toMatch(/^19\./);
    expect(seen.reactDom).toBe(seen.react);
  });

  it("Strapi's admin panel gets React 18, as its peer dependencies ask", () => {
    const admin = createRequire(path.join(cmsDir, "package.json")).resolve("@strapi/admin/package.json");
    const seen = reactSeenFrom(admin);
    expect(seen.react).toMatch(/^18\./);
    expect(seen.reactDom).toBe(seen.react);
  });
});
