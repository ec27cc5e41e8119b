import type { QueryRecord } from "./content-view.js";
import type { RecordPredicate } from "./filters.js";

/**
 * What to load below one attribute. An empty node is Strapi's `true`: the relation or component is
 * loaded with its scalar fields only, and its own media, relations and components stay absent.
 */
export interface PopulateNode {
  populate?: PopulateMap;
  fields?: string[];
  /** Relations only: which related entries to keep and in what order. */
  filters?: RecordPredicate;
  sort?: (a: QueryRecord, b: QueryRecord) => number;
  /** Dynamic zones only: a separate tree per component uid. */
  on?: Map<string, PopulateNode>;
}

export type PopulateMap = Map<string, PopulateNode>;
