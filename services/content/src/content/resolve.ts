import { createdTime } from "../seed/file-times.js";
import type { SeedProblem } from "../seed/problems.js";
import type { Attributes, ContentType, SchemaSet } from "../seed/schema-types.js";
import type { ComponentInstance, Entry, MediaFile, ResolvedFields, ValidatedDocument } from "./model.js";

interface ResolveContext {
  schemas: SchemaSet;
  keys: Map<string, Map<string, number>>;
  mediaIds: Map<string, number>;
  /** One id sequence per component uid, like Strapi's one table per component. */
  componentIds: Map<string, number>;
  problems: SeedProblem[];
  file: string;
}

function nextComponentId(context: ResolveContext, uid: string): number {
  const id = (context.componentIds.get(uid) ?? 0) + 1;
  context.componentIds.set(uid, id);
  return id;
}

function resolveMedia(context: ResolveContext, name: string, field: string): number | undefined {
  const id = context.mediaIds.get(name);
  if (id === undefined) {
    context.problems.push({ file: context.file, field, message: `media file "${name}" is not in media/media.yaml` });
  }
  return id;
}

function resolveRelation(context: ResolveContext, target: string, key: string, field: string): number | undefined {
  const id = context.keys.get(target)?.get(key);
  if (id === undefined) {
    context.problems.push({ file: context.file, field, message: `no ${target} entry with the key "${key}"` });
  }
  return id;
}

function resolveComponent(context: ResolveContext, uid: string, raw: Record<string, unknown>, field: string) {
  const schema = context.schemas.components.get(uid);
  const id = nextComponentId(context, uid);
  const { __component: _ignored, ...data } = raw;
  const fields = schema ? resolveFields(context, schema.attributes, data, field) : {};
  return { id, uid, fields } satisfies ComponentInstance;
}

function resolveFields(
  context: ResolveContext,
  attributes: Attributes,
  data: Record<string, unknown>,
  prefix: string,
): ResolvedFields {
  const fields: ResolvedFields = {};
  const at = (name: string) => (prefix ? `${prefix}.${name}` : name);
  for (const [name, attribute] of Object.entries(attributes)) {
    const raw = data[name];
    const field = at(name);
    switch (attribute.type) {
      case "media": {
        const names = raw === undefined || raw === null ? [] : Array.isArray(raw) ? (raw as string[]) : [raw as string];
        const ids = names.flatMap((item, index) => {
          const id = resolveMedia(context, item, attribute.multiple ? `${field}[${index}]` : field);
          return id === undefined ? [] : [id];
        });
        fields[name] = attribute.multiple ? ids : (ids[0] ?? null);
        break;
      }
      case "relation": {
        if (attribute.mappedBy) break; // filled from the owning side once every entry is resolved
        const keys = raw === undefined || raw === null ? [] : Array.isArray(raw) ? (raw as string[]) : [raw as string];
        const many = Array.isArray(raw) || ["oneToMany", "manyToMany", "manyWay"].includes(attribute.relation);
        const ids = keys.flatMap((key, index) => {
          const id = resolveRelation(context, attribute.target, key, many ? `${field}[${index}]` : field);
          return id === undefined ? [] : [id];
        });
        fields[name] = many ? ids : (ids[0] ?? null);
        break;
      }
      case "component": {
        if (attribute.repeatable) {
          const list = (raw ?? []) as Record<string, unknown>[];
          fields[name] = list.map((item, index) =>
            resolveComponent(context, attribute.component, item, `${field}[${index}]`),
          );
        } else {
          fields[name] = raw ? resolveComponent(context, attribute.component, raw as Record<string, unknown>, field) : null;
        }
        break;
      }
      case "dynamiczone": {
        const blocks = (raw ?? []) as Record<string, unknown>[];
        fields[name] = blocks.map((block, index) =>
          resolveComponent(context, String(block.__component), block, `${field}[${index}]`),
        );
        break;
      }
      default:
        fields[name] = raw === undefined ? (attribute.default ?? null) : raw;
    }
  }
  return fields;
}

function indexDocuments(schemas: SchemaSet, documents: Iterable<ValidatedDocument>, problems: SeedProblem[]) {
  const byType = new Map<string, { id: number; document: ValidatedDocument }[]>();
  const keys = new Map<string, Map<string, number>>();
  // When two files claim one id, the older file keeps it: the newer one is most likely a copy
  // that still needs its own id.
  const byAge = [...documents].sort((a, b) => a.mtime.getTime() - b.mtime.getTime() || a.file.localeCompare(b.file));
  for (const document of byAge) {
    const type = schemas.contentTypes.get(document.typeUid);
    if (!type) continue;
    const id = type.kind === "singleType" ? 1 : (document.data.id as number);
    const list = byType.get(type.uid) ?? [];
    const clash = list.find((item) => item.id === id);
    if (clash) {
      problems.push({ file: document.file, field: "id", message: `id ${id} is already used by ${clash.document.file}` });
      continue;
    }
    list.push({ id, document });
    byType.set(type.uid, list);
    const typeKeys = keys.get(type.uid) ?? new Map<string, number>();
    typeKeys.set(document.key, id);
    keys.set(type.uid, typeKeys);
  }
  return { byType, keys };
}

function entryTimes(type: ContentType, document: ValidatedDocument) {
  const data = document.data;
  const createdAt = (data.createdAt as string | undefined) ?? createdTime(document).toISOString();
  const updatedAt = (data.updatedAt as string | undefined) ?? document.mtime.toISOString();
  const publishedAt = !type.draftAndPublish
    ? createdAt
    : data.publishedAt === undefined
      ? createdAt
      : (data.publishedAt as string | null);
  return { createdAt, updatedAt, publishedAt };
}

/** Inverse relation sides (mappedBy) list the entries whose owning side points back. */
function fillInverseRelations(schemas: SchemaSet, entries: Map<string, Map<number, Entry>>): void {
  for (const type of schemas.contentTypes.values()) {
    for (const [name, attribute] of Object.entries(type.attributes)) {
      if (attribute.type !== "relation" || !attribute.mappedBy) continue;
      const owners = [...(entries.get(attribute.target)?.values() ?? [])];
      const many = ["oneToMany", "manyToMany"].includes(attribute.relation);
      for (const entry of entries.get(type.uid)?.values() ?? []) {
        const ids = owners
          .filter((owner) => {
            const value = owner.fields[attribute.mappedBy as string];
            return Array.isArray(value) ? value.includes(entry.id) : value === entry.id;
          })
          .map((owner) => owner.id);
        entry.fields[name] = many ? ids : (ids[0] ?? null);
      }
    }
  }
}

/** Turns validated documents into entries: ids, component ids, media and relation references. */
export function resolveEntries(
  schemas: SchemaSet,
  documents: Iterable<ValidatedDocument>,
  media: Map<number, MediaFile>,
): { entries: Map<string, Map<number, Entry>>; problems: SeedProblem[] } {
  const problems: SeedProblem[] = [];
  const { byType, keys } = indexDocuments(schemas, documents, problems);
  const mediaIds = new Map([...media.values()].map((file) => [file.file, file.id]));
  const context: ResolveContext = { schemas, keys, mediaIds, componentIds: new Map(), problems, file: "" };
  const entries = new Map<string, Map<number, Entry>>();
  for (const type of [...schemas.contentTypes.values()].sort((a, b) => a.uid.localeCompare(b.uid))) {
    const resolved = new Map<number, Entry>();
    for (const { id, document } of (byType.get(type.uid) ?? []).sort((a, b) => a.id - b.id)) {
      context.file = document.file;
      const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, ...data } = document.data;
      resolved.set(id, {
        id,
        key: document.key,
        file: document.file,
        typeUid: type.uid,
        ...entryTimes(type, document),
        fields: resolveFields(context, type.attributes, data, ""),
      });
    }
    entries.set(type.uid, resolved);
  }
  fillInverseRelations(schemas, entries);
  return { entries, problems };
}
