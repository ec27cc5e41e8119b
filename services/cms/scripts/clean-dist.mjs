// Removes dist/ output whose source is gone, which strapi build and tsc leave and Strapi would still load.
// Only such outputs go, so two test files compiling at once never remove each other's work.
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const project = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(project, "dist");

function sourceExists(relative) {
  const base = relative.replace(/\.js\.map$|\.js$/, "");
  if (relative.endsWith(".json")) return existsSync(path.join(project, relative));
  return [".ts", ".js"].some((extension) => existsSync(path.join(project, base + extension)));
}

function sweep(folder) {
  const full = path.join(dist, folder);
  if (!existsSync(full)) return;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (existsSync(path.join(project, relative))) sweep(relative);
      else rmSync(path.join(dist, relative), { recursive: true, force: true });
    } else if (!sourceExists(relative)) rmSync(path.join(dist, relative), { force: true });
  }
}

for (const folder of ["src", "config"]) sweep(folder);
