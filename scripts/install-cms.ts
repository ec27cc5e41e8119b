/**
 * Installs services/cms from its own lockfile: Strapi's admin needs React 18, the storefront React 19.
 * Runs `npm ci` only when that lockfile changed, so a repeated `npm install` costs nothing.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cmsInstallEnvironment } from "./cms-install-environment.js";
import { repoRoot } from "./stack.js";

const cmsDir = path.join(repoRoot, "services/cms");
const stamp = path.join(cmsDir, "node_modules/.bedsmade-lockfile-hash");
const lockHash = createHash("sha256")
  .update(readFileSync(path.join(cmsDir, "package-lock.json")))
  .digest("hex");

if (existsSync(stamp) && readFileSync(stamp, "utf8") === lockHash) {
  console.log("[cms] dependencies are up to date");
} else {
  console.log("[cms] installing the CMS's dependencies (Strapi 5; the first time takes a few minutes)…");
  const env = cmsInstallEnvironment(process.env);
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: cmsDir, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`[cms] npm ci in services/cms failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
  writeFileSync(stamp, lockHash);
}
