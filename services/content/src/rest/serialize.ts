import type { ComponentInstance, Entry, MediaFile, ResolvedFields } from "../content/model.js";
import { readField, type ContentView, type QueryRecord } from "../query/content-view.js";
import type { PopulateMap, PopulateNode } from "../query/populate-types.js";
import { requireModel, scalarFieldNames, type QueryModel } from "../query/query-model.js";
import { uploadPath } from "../media/naming.js";

export const UPLOAD_PROVIDER = "@strapi-community/strapi-provider-upload-google-cloud-storage";

type Json = Record<string, unknown>;

/** A file's attributes as Strapi's upload plugin returns them, with absolute URLs under publicUrl. */
export function fileAttributes(file: MediaFile, publicUrl: string): Json {
  const url = (hash: string, ext: string) => `${publicUrl}${uploadPath(hash, ext)}`;
  const formats = file.formats
    ? Object.fromEntries(
        Object.entries(file.formats).map(([key, format]) => [key, { ...format, path: null, url: url(format.hash, format.ext) }]),
      )
    : null;
  return {
    name: file.name,
    alternativeText: file.alternativeText,
    caption: file.caption,
    width: file.width,
    height: file.height,
    formats,
    hash: file.hash,
    ext: file.ext,
    mime: file.mime,
    size: file.size,
    url: url(file.hash, file.ext),
    previewUrl: null,
    provider: UPLOAD_PROVIDER,
    provider_metadata: null,
    createdAt: file.createdAt,
    updatedAt: file.updatedAt,
  };
}

/** Turns entries into Strapi v4 REST shapes: `{ id, attributes }`, relations and media in `{ data }`. */
export class Serializer {
  constructor(
    private readonly view: ContentView,
    private readonly publicUrl: string,
  ) {}

  entry(entry: Entry, model: QueryModel, populate?: PopulateMap, fields?: string[]): Json {
    const attributes: Json = {};
    this.addScalars(attributes, entry, model, fields);
    this.addPopulated(attributes, entry.fields, model, populate);
    return { id: entry.id, attributes };
  }

  file(file: MediaFile): Json {
    return { id: file.id, attributes: fileAttributes(file, this.publicUrl) };
  }

  private addScalars(target: Json, record: QueryRecord, model: QueryModel, fields?: string[]): void {
    for (const name of scalarFieldNames(model)) {
      if (!fields || fields.includes(name)) target[name] = readField(record, name) ?? null;
    }
  }

  private component(instance: ComponentInstance, node: PopulateNode, inZone: boolean): Json {
    const model = requireModel(this.view.schemas, instance.uid);
    const own = node.on?.get(instance.uid) ?? node;
    const result: Json = inZone ? { id: instance.id, __component: instance.uid } : { id: instance.id };
    this.addScalars(result, instance, model, own.fields);
    this.addPopulated(result, instance.fields, model, own.populate);
    return result;
  }

  private relation(uid: string, value: unknown, node: PopulateNode): Json {
    let entries = this.view.related(uid, value);
    if (node.filters) entries = entries.filter(node.filters);
    if (node.sort) entries = [...entries].sort(node.sort);
    const model = requireModel(this.view.schemas, uid);
    const serialise = (entry: Entry) => this.entry(entry, model, node.populate, node.fields);
    if (Array.isArray(value)) return { data: entries.map(serialise) };
    const [first] = entries;
    return { data: first ? serialise(first) : null };
  }

  private media(value: unknown, multiple: boolean): Json {
    const ids = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
    const files = ids.flatMap((id) => {
      const file = this.view.media(id as number);
      return file ? [this.file(file)] : [];
    });
    // Strapi v4 answers an empty multiple-media field with null, not an empty list.
    if (multiple) return { data: files.length > 0 ? files : null };
    return { data: files[0] ?? null };
  }

  /** Adds only what `populate` asks for: an unpopulated relation, media, component or zone is absent. */
  private addPopulated(target: Json, fields: ResolvedFields, model: QueryModel, populate?: PopulateMap): void {
    if (!populate) return;
    for (const [name, attribute] of Object.entries(model.attributes)) {
      const node = populate.get(name);
      if (!node) continue;
      const value = fields[name];
      switch (attribute.type) {
        case "relation":
          target[name] = this.relation(attribute.target, value, node);
          break;
        case "media":
          target[name] = this.media(value, attribute.multiple);
          break;
        case "component":
          target[name] = Array.isArray(value)
            ? (value as ComponentInstance[]).map((item) => this.component(item, node, false))
            : value
              ? this.component(value as ComponentInstance, node, false)
              : null;
          break;
        case "dynamiczone":
          target[name] = ((value ?? []) as ComponentInstance[]).map((item) => this.component(item, node, true));
          break;
        default:
          break;
      }
    }
  }
}
