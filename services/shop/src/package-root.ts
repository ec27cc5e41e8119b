import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The service runs both from src/ (tsx, vitest) and from dist/src/ (built), so data files
 * (seed/, assets/) are found by walking up to the folder that holds this package's package.json.
 */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("services/shop: package.json not found above " + import.meta.url);
    dir = parent;
  }
  return dir;
}

export const packageRoot = findPackageRoot();
export const seedFile = join(packageRoot, "seed", "catalogue.json");
export const assetsDir = join(packageRoot, "assets");
