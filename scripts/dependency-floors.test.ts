import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./stack.js";
import { belowFloors } from "./dependency-floors.js";

const lockfile = (folder: string) => JSON.parse(readFileSync(path.join(repoRoot, folder, "package-lock.json"), "utf8"));

describe("no lockfile resolves a package below its floor", () => {
  it.each([".", "services/cms"])("%s/package-lock.json resolves none", (folder) => {
    expect(belowFloors(lockfile(folder))).toEqual([]);
  });

  it("a copy nested under another package is found too, with the advisory that set its floor", () => {
    const found = belowFloors({
      packages: {
        "node_modules/sharp": { version: "0.35.5" },
        "node_modules/@strapi/upload/node_modules/sharp": { version: "0.35.3" },
        "node_modules/nodemailer": { version: "9.0.1" },
        "node_modules/sanitize-html": { version: "2.18.1" },
      },
    });
    expect(found.map(({ path: where, version }) => `${where}@${version}`)).toEqual([
      "node_modules/@strapi/upload/node_modules/sharp@0.35.3",
      "node_modules/nodemailer@9.0.1",
    ]);
    expect(found[0]?.why).toContain("GHSA-rgj7-g3m4-5g8c");
  });
});
