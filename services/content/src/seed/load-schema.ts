import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { fieldPath, type SeedProblem } from "./problems.js";
import {
  componentFileSchema,
  contentTypeFileSchema,
  type Attributes,
  type ComponentSchema,
  type ContentType,
  type SchemaSet,
} from "./schema-types.js";

async function listJson(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((name) => name.endsWith(".json")).sort();
  } catch {
    return [];
  }
}

async function readJsonFile<T>(
  seedDir: string,
  file: string,
  schema: z.ZodType<T>,
  problems: SeedProblem[],
): Promise<T | undefined> {
  const relative = path.relative(seedDir, file);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    problems.push({ file: relative, message: `not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ file: relative, field: fieldPath(issue.path), message: issue.message });
    }
    return undefined;
  }
  return parsed.data;
}

/** Drops attributes that point at unknown components or content types, reporting each. */
function checkReferences(schemas: SchemaSet, problems: SeedProblem[], files: Map<string, string>): void {
  const check = (ownerUid: string, attributes: Attributes): Attributes => {
    const file = files.get(ownerUid) ?? ownerUid;
    const kept: Attributes = {};
    for (const [name, attribute] of Object.entries(attributes)) {
      const missing: string[] = [];
      if (attribute.type === "component" && !schemas.components.has(attribute.component)) {
        missing.push(`component ${attribute.component}`);
      }
      if (attribute.type === "dynamiczone") {
        for (const uid of attribute.components) {
          if (!schemas.components.has(uid)) missing.push(`component ${uid}`);
        }
      }
      if (attribute.type === "relation") {
        const target = schemas.contentTypes.get(attribute.target);
        if (!target) missing.push(`content type ${attribute.target}`);
        else if (attribute.mappedBy && target.attributes[attribute.mappedBy]?.type !== "relation") {
          missing.push(`relation ${attribute.target}.${attribute.mappedBy} (mappedBy)`);
        }
      }
      if (missing.length > 0) {
        problems.push({ file, field: `attributes.${name}`, message: `refers to unknown ${missing.join(", ")}` });
      } else {
        kept[name] = attribute;
      }
    }
    return kept;
  };
  for (const type of schemas.contentTypes.values()) type.attributes = check(type.uid, type.attributes);
  for (const component of schemas.components.values()) component.attributes = check(component.uid, component.attributes);
}

export async function loadSchemas(seedDir: string): Promise<{ schemas: SchemaSet; problems: SeedProblem[] }> {
  const problems: SeedProblem[] = [];
  const schemas: SchemaSet = { contentTypes: new Map(), components: new Map() };
  const files = new Map<string, string>();

  const apiDir = path.join(seedDir, "schema", "api");
  for (const name of await listJson(apiDir)) {
    const file = path.join(apiDir, name);
    const parsed = await readJsonFile(seedDir, file, contentTypeFileSchema, problems);
    if (!parsed) continue;
    const uid = `api::${parsed.info.singularName}.${parsed.info.singularName}`;
    const type: ContentType = {
      uid,
      kind: parsed.kind,
      singularName: parsed.info.singularName,
      pluralName: parsed.info.pluralName,
      draftAndPublish: parsed.options.draftAndPublish,
      attributes: parsed.attributes,
    };
    schemas.contentTypes.set(uid, type);
    files.set(uid, path.relative(seedDir, file));
  }

  const componentsDir = path.join(seedDir, "schema", "components");
  let categories: string[] = [];
  try {
    categories = (await readdir(componentsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    categories = [];
  }
  for (const category of categories) {
    for (const name of await listJson(path.join(componentsDir, category))) {
      const file = path.join(componentsDir, category, name);
      const parsed = await readJsonFile(seedDir, file, componentFileSchema, problems);
      if (!parsed) continue;
      const uid = `${category}.${name.replace(/\.json$/, "")}`;
      const component: ComponentSchema = { uid, attributes: parsed.attributes };
      schemas.components.set(uid, component);
      files.set(uid, path.relative(seedDir, file));
    }
  }

  checkReferences(schemas, problems, files);
  return { schemas, problems };
}
