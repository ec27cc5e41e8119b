import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { ValidatedDocument } from "../content/model.js";
import { EntrySchemaBuilder } from "./entry-schema.js";
import { fieldPath, type SeedProblem } from "./problems.js";
import type { ContentType, SchemaSet } from "./schema-types.js";

const isYaml = (name: string) => name.endsWith(".yaml") || name.endsWith(".yml");
const keyOf = (name: string) => name.replace(/\.ya?ml$/, "");

interface EntryFile {
  type: ContentType;
  key: string;
  /** Relative to the seed directory. */
  file: string;
}

async function listEntryFiles(seedDir: string, schemas: SchemaSet, problems: SeedProblem[]): Promise<EntryFile[]> {
  const entriesDir = path.join(seedDir, "entries");
  let listing: { name: string; isDirectory: () => boolean }[] = [];
  try {
    listing = await readdir(entriesDir, { withFileTypes: true });
  } catch {
    return [];
  }
  const collections = new Map<string, ContentType>();
  const singles = new Map<string, ContentType>();
  for (const type of schemas.contentTypes.values()) {
    if (type.kind === "collectionType") collections.set(type.pluralName, type);
    else singles.set(type.singularName, type);
  }
  const files: EntryFile[] = [];
  for (const item of listing.sort((a, b) => a.name.localeCompare(b.name))) {
    if (item.isDirectory()) {
      const type = collections.get(item.name);
      if (!type) {
        problems.push({ file: `entries/${item.name}/`, message: "no collection type has this plural name" });
        continue;
      }
      const names = (await readdir(path.join(entriesDir, item.name))).filter(isYaml).sort();
      for (const name of names) files.push({ type, key: keyOf(name), file: `entries/${item.name}/${name}` });
    } else if (isYaml(item.name)) {
      const type = singles.get(keyOf(item.name));
      if (!type) {
        problems.push({ file: `entries/${item.name}`, message: "no single type has this name" });
        continue;
      }
      files.push({ type, key: keyOf(item.name), file: `entries/${item.name}` });
    }
  }
  return files;
}

/**
 * Reads and validates every entry file. A file that fails is reported with its path and field;
 * with `previous` (a reload) its last good version is kept, otherwise it is left out.
 */
export async function readEntryDocuments(
  seedDir: string,
  schemas: SchemaSet,
  previous?: Map<string, ValidatedDocument>,
): Promise<{ documents: Map<string, ValidatedDocument>; problems: SeedProblem[] }> {
  const problems: SeedProblem[] = [];
  const documents = new Map<string, ValidatedDocument>();
  const builder = new EntrySchemaBuilder(schemas);
  for (const { type, key, file } of await listEntryFiles(seedDir, schemas, problems)) {
    const absolute = path.join(seedDir, file);
    const fileProblems: SeedProblem[] = [];
    try {
      const [text, stats] = await Promise.all([readFile(absolute, "utf8"), stat(absolute)]);
      const parsed = builder.entry(type.attributes, type.kind).safeParse(parseYaml(text));
      if (parsed.success) {
        documents.set(file, {
          typeUid: type.uid,
          key,
          file,
          data: parsed.data,
          mtime: stats.mtime,
          birthtime: stats.birthtime,
        });
        continue;
      }
      for (const issue of parsed.error.issues) {
        fileProblems.push({ file, field: fieldPath(issue.path) || undefined, message: issue.message });
      }
    } catch (error) {
      fileProblems.push({ file, message: (error as Error).message });
    }
    const lastGood = previous?.get(file);
    if (lastGood) {
      documents.set(file, lastGood);
      fileProblems.push({ file, message: "this edit was not applied: the last good version is still served" });
    }
    problems.push(...fileProblems);
  }
  return { documents, problems };
}
