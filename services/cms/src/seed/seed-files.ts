import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { projectDir } from "../setup/paths";

/**
 * The shop's starting content, in readable files the owner and engineers can review in git:
 * `entries/<pluralName>/<key>.yaml` for a collection entry, `entries/<singularName>.yaml` for a
 * single type, and `media/media.yaml` listing the media library (docs/CONTENT-SEED.md).
 */

export type SeedEntry = { key: string; file: string; data: Record<string, unknown>; published: boolean };
export type SeedMedia = {
  file: string;
  output?: "webp" | "svg" | "original";
  alternativeText?: string | null;
  caption?: string | null;
};

export function seedDir(): string {
  return process.env.CONTENT_SEED_DIR ? path.resolve(process.env.CONTENT_SEED_DIR) : path.join(projectDir, "seed");
}

function readYaml(file: string): unknown {
  try {
    return parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${path.relative(seedDir(), file)}: not valid YAML (${(error as Error).message})`);
  }
}

function toEntry(file: string, key: string): SeedEntry {
  const raw = readYaml(file);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new Error(`${path.relative(seedDir(), file)}: an entry must be a mapping of field names to values`);
  }
  const { id: _id, createdAt: _created, updatedAt: _updated, publishedAt, ...data } = raw as Record<string, unknown>;
  return { key, file, data, published: publishedAt !== null };
}

/** The entries of one content type: a folder of files for a collection, one file for a single type. */
export function readEntries(
  kind: "collectionType" | "singleType",
  info: { singularName: string; pluralName: string },
): SeedEntry[] {
  const entries = path.join(seedDir(), "entries");
  if (kind === "singleType") {
    const file = path.join(entries, `${info.singularName}.yaml`);
    return existsSync(file) ? [toEntry(file, info.singularName)] : [];
  }
  const folder = path.join(entries, info.pluralName);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => toEntry(path.join(folder, name), name.replace(/\.yaml$/, "")));
}

export function readMediaLibrary(): SeedMedia[] {
  const file = path.join(seedDir(), "media", "media.yaml");
  const items = readYaml(file);
  if (!Array.isArray(items)) throw new Error("media/media.yaml: the media library must be a list");
  return items.map((item, index) => {
    if (typeof item?.file !== "string") throw new Error(`media/media.yaml: item ${index} has no file`);
    return item as SeedMedia;
  });
}

export function mediaPath(file: string): string {
  return path.join(seedDir(), "media", file);
}
