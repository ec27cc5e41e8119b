import type { ContentSnapshot, Entry, ResolvedFields } from "../content/model.js";
import type { SchemaSet } from "../seed/schema-types.js";

/** An entry or a component instance: what filters, sorting and field selection read from. */
export interface QueryRecord {
  id: number;
  fields: ResolvedFields;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string | null;
}

export function readField(record: QueryRecord, name: string): unknown {
  if (name === "id") return record.id;
  if (name === "createdAt" || name === "updatedAt" || name === "publishedAt") return record[name];
  return record.fields[name];
}

export type PublicationState = "live" | "preview";

/** The content as one request sees it: in the live state drafts do not exist, not even as relations. */
export class ContentView {
  readonly schemas: SchemaSet;

  constructor(
    private readonly snapshot: ContentSnapshot,
    readonly publicationState: PublicationState,
  ) {
    this.schemas = snapshot.schemas;
  }

  private visible(entry: Entry): boolean {
    const type = this.schemas.contentTypes.get(entry.typeUid);
    return this.publicationState === "preview" || !type?.draftAndPublish || entry.publishedAt !== null;
  }

  entry(uid: string, id: number): Entry | undefined {
    const entry = this.snapshot.entries.get(uid)?.get(id);
    return entry && this.visible(entry) ? entry : undefined;
  }

  entries(uid: string): Entry[] {
    return [...(this.snapshot.entries.get(uid)?.values() ?? [])].filter((entry) => this.visible(entry));
  }

  /** Related entries in the order stored, skipping any the current state hides. */
  related(uid: string, ids: unknown): Entry[] {
    const list = Array.isArray(ids) ? ids : ids === null || ids === undefined ? [] : [ids];
    return list.flatMap((id) => {
      const entry = this.entry(uid, id as number);
      return entry ? [entry] : [];
    });
  }

  media(id: number) {
    return this.snapshot.media.get(id);
  }
}
