import type { GeneratedMedia } from "../media/pipeline.js";
import type { SeedProblem } from "../seed/problems.js";
import type { SchemaSet } from "../seed/schema-types.js";

/** A media-library file as Strapi's upload plugin stores it (the url is added when serving). */
export interface MediaFile extends GeneratedMedia {
  id: number;
  /** The source file name in seed/media. */
  file: string;
  alternativeText: string | null;
  caption: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ComponentInstance {
  id: number;
  uid: string;
  fields: ResolvedFields;
}

/**
 * Field values after resolution, keyed by attribute name. By attribute type:
 * scalar → the value; media → file id(s) or null; relation → target entry id(s) or null;
 * component → ComponentInstance, ComponentInstance[] or null; dynamic zone → ComponentInstance[].
 */
export type ResolvedFields = Record<string, unknown>;

export interface Entry {
  id: number;
  /** The entry's file name without .yaml: how other entries refer to it. */
  key: string;
  /** Path of its file relative to the seed directory. */
  file: string;
  typeUid: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  fields: ResolvedFields;
}

/** An entry file that passed validation, kept so a later broken edit can fall back to it. */
export interface ValidatedDocument {
  typeUid: string;
  key: string;
  file: string;
  data: Record<string, unknown>;
  mtime: Date;
  birthtime: Date;
}

export interface ContentSnapshot {
  schemas: SchemaSet;
  /** Entries per content-type uid, keyed by id. */
  entries: Map<string, Map<number, Entry>>;
  media: Map<number, MediaFile>;
  documents: Map<string, ValidatedDocument>;
  problems: SeedProblem[];
}

export function isComponentInstance(value: unknown): value is ComponentInstance {
  return typeof value === "object" && value !== null && "uid" in value && "fields" in value;
}
