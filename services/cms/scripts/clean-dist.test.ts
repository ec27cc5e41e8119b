import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const cms = path.join(import.meta.dirname, "..");
const dist = path.join(cms, "dist");

describe("cleaning the CMS's build", () => {
  it("removes the output of a renamed or deleted source and keeps every other", () => {
    const stale = path.join(dist, "src/api/renamed-away/routes/renamed-away.js");
    const strayFile = path.join(dist, "src/setup/deleted-module.js");
    const kept = path.join(dist, "src/index.js");
    mkdirSync(path.dirname(stale), { recursive: true });
    mkdirSync(path.dirname(strayFile), { recursive: true });
    writeFileSync(stale, "module.exports = {};\n");
    writeFileSync(strayFile, "module.exports = {};\n");
    const hadIndex = existsSync(kept);

    const run = spawnSync(process.execPath, [path.join(import.meta.dirname, "clean-dist.mjs")], { encoding: "utf8" });

    expect(run.status).toBe(0);
    expect(existsSync(path.join(dist, "src/api/renamed-away"))).toBe(false);
    expect(existsSync(strayFile)).toBe(false);
    expect(existsSync(kept)).toBe(hadIndex);
  });
});
