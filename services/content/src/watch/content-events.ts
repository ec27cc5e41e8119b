import {
  isComponentInstance,
  type ComponentInstance,
  type ContentSnapshot,
  type Entry,
  type MediaFile,
  type ResolvedFields,
} from "../content/model.js";
import { requireModel, scalarFieldNames } from "../query/query-model.js";
import { fileAttributes } from "../rest/serialize.js";
import type { SchemaSet } from "../seed/schema-types.js";

export interface ContentEvent {
  event: string;
  body: Record<string, unknown>;
}

/** An entry as Strapi's webhooks carry it: flat fields, components inline, no {data} wrappers. */
function flatFields(schemas: SchemaSet, uid: string, fields: ResolvedFields, base: Record<string, unknown>) {
  const model = requireModel(schemas, uid);
  const flat: Record<string, unknown> = { ...base };
  for (const name of scalarFieldNames(model)) {
    if (!model.timestamps.includes(name)) flat[name] = fields[name] ?? null;
  }
  for (const [name, attribute] of Object.entries(model.attributes)) {
    const value = fields[name];
    const component = (item: ComponentInstance, inZone: boolean) =>
      flatFields(schemas, item.uid, item.fields, inZone ? { id: item.id, __component: item.uid } : { id: item.id });
    if (attribute.type === "component") {
      flat[name] = Array.isArray(value)
        ? (value as ComponentInstance[]).map((item) => component(item, false))
        : value
          ? component(value as ComponentInstance, false)
          : null;
    } else if (attribute.type === "dynamiczone") {
      flat[name] = ((value ?? []) as ComponentInstance[]).map((item) => component(item, true));
    }
  }
  return flat;
}

export function flatEntry(schemas: SchemaSet, entry: Entry): Record<string, unknown> {
  const type = schemas.contentTypes.get(entry.typeUid);
  const flat = flatFields(schemas, entry.typeUid, entry.fields, { id: entry.id });
  flat.createdAt = entry.createdAt;
  flat.updatedAt = entry.updatedAt;
  if (type?.draftAndPublish) flat.publishedAt = entry.publishedAt;
  return flat;
}

function entryEvent(schemas: SchemaSet, event: string, entry: Entry, now: string): ContentEvent {
  const type = schemas.contentTypes.get(entry.typeUid);
  return {
    event,
    body: { event, createdAt: now, model: type?.singularName, uid: entry.typeUid, entry: flatEntry(schemas, entry) },
  };
}

/**
 * What an edit means for comparison: component ids are left out because adding a block to one
 * entry renumbers the components of the entries after it, which is not an edit of those entries.
 */
function editableContent(entry: Entry): string {
  const content = { key: entry.key, createdAt: entry.createdAt, publishedAt: entry.publishedAt, fields: entry.fields };
  return JSON.stringify(content, (_key, value: unknown) =>
    isComponentInstance(value) ? { uid: value.uid, fields: value.fields } : value,
  );
}

function changeEvent(before: Entry, after: Entry): string | undefined {
  if (before.publishedAt === null && after.publishedAt !== null) return "entry.publish";
  if (before.publishedAt !== null && after.publishedAt === null) return "entry.unpublish";
  return editableContent(before) === editableContent(after) ? undefined : "entry.update";
}

const sameMedia = (a: MediaFile, b: MediaFile) =>
  a.id === b.id && a.hash === b.hash && a.alternativeText === b.alternativeText && a.caption === b.caption;

function mediaEvent(event: string, file: MediaFile, publicUrl: string, now: string): ContentEvent {
  return { event, body: { event, createdAt: now, media: { id: file.id, ...fileAttributes(file, publicUrl) } } };
}

/** The webhooks Strapi would have sent for the edits between two loads of the seed. */
export function contentEvents(
  before: ContentSnapshot,
  after: ContentSnapshot,
  publicUrl: string,
  now = new Date(),
): ContentEvent[] {
  const at = now.toISOString();
  const events: ContentEvent[] = [];
  const uids = new Set([...before.entries.keys(), ...after.entries.keys()]);
  for (const uid of uids) {
    const old = before.entries.get(uid) ?? new Map<number, Entry>();
    const current = after.entries.get(uid) ?? new Map<number, Entry>();
    for (const [id, entry] of current) {
      const previous = old.get(id);
      const event = previous ? changeEvent(previous, entry) : "entry.create";
      if (event) events.push(entryEvent(after.schemas, event, entry, at));
    }
    for (const [id, entry] of old) {
      if (!current.has(id)) events.push(entryEvent(before.schemas, "entry.delete", entry, at));
    }
  }
  const mediaFiles = (snapshot: ContentSnapshot) => new Map([...snapshot.media.values()].map((file) => [file.file, file]));
  const oldMedia = mediaFiles(before);
  const newMedia = mediaFiles(after);
  for (const [name, file] of newMedia) {
    const previous = oldMedia.get(name);
    const event = !previous ? "media.create" : sameMedia(previous, file) ? undefined : "media.update";
    if (event) events.push(mediaEvent(event, file, publicUrl, at));
  }
  for (const [name, file] of oldMedia) {
    if (!newMedia.has(name)) events.push(mediaEvent("media.delete", file, publicUrl, at));
  }
  return events;
}
