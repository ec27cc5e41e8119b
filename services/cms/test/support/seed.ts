import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { cmsDir } from "../../../../test-support/cms.js";
import type { Json } from "./cms.js";

/** The seed files the CMS imports on its first start: tests read the copy from them, not from memory. */
const seedDir = path.join(cmsDir, "seed");

/** One entry file: `pages/home` for a collection entry, `header` for a single type. */
export function seedEntry(name: string): Json {
  return parse(readFileSync(path.join(seedDir, "entries", `${name}.yaml`), "utf8"));
}

/** The keys of a collection's entries (file names without .yaml), sorted. */
export function seedKeys(pluralName: string): string[] {
  return readdirSync(path.join(seedDir, "entries", pluralName))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.replace(/\.yaml$/, ""))
    .sort();
}

/** How many entries the seed holds: one per file under entries/, collections and single types alike. */
export function seedEntryCount(): number {
  const count = (folder: string): number =>
    readdirSync(folder, { withFileTypes: true }).reduce(
      (total, entry) =>
        total + (entry.isDirectory() ? count(path.join(folder, entry.name)) : entry.name.endsWith(".yaml") ? 1 : 0),
      0,
    );
  return count(path.join(seedDir, "entries"));
}

/** The media library's items (media/media.yaml). */
export function seedMedia(): { file: string; output?: string; alternativeText?: string | null }[] {
  return parse(readFileSync(path.join(seedDir, "media", "media.yaml"), "utf8"));
}

/**
 * `path: served ≠ seeded` lines. Media match by name (a drawing rasterised to .webp keeps its name),
 * relations by slug; seed `id`s are the old CMS's and not compared.
 */
export function differencesFromSeed(served: Json, seeded: Json, where = ""): string[] {
  if (seeded === null)
    return served === null || served === undefined ? [] : [`${where}: ${JSON.stringify(served)} ≠ null`];
  if (served === undefined) return [`${where}: missing`];
  if (Array.isArray(seeded)) {
    if (!Array.isArray(served) || served.length !== seeded.length)
      return [`${where}: ${JSON.stringify(served)?.slice(0, 200)} ≠ a list of ${seeded.length}`];
    return seeded.flatMap((item, index) => differencesFromSeed(served[index], item, `${where}[${index}]`));
  }
  if (typeof seeded === "object") {
    return Object.entries(seeded)
      .filter(([key]) => key !== "id")
      .flatMap(([key, value]) => differencesFromSeed(served?.[key], value, where ? `${where}.${key}` : key));
  }
  if (served !== null && typeof served === "object") {
    if (typeof served.mime === "string") {
      const name = (file: string) => path.parse(file).name;
      return name(served.name) === name(String(seeded)) ? [] : [`${where}: media ${served.name} ≠ ${seeded}`];
    }
    return served.slug === undefined || served.slug === seeded ? [] : [`${where}: entry ${served.slug} ≠ ${seeded}`];
  }
  return served === seeded ? [] : [`${where}: ${JSON.stringify(served)} ≠ ${JSON.stringify(seeded)}`];
}
