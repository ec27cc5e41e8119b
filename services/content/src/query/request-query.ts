import { z } from "zod";
import { validationError } from "../rest/errors.js";
import type { PublicationState } from "./content-view.js";

// Unknown top-level parameters are ignored, as Strapi ignores them; the known ones are checked.
const requestQuerySchema = z.looseObject({
  populate: z.unknown().optional(),
  fields: z.unknown().optional(),
  filters: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  pagination: z.record(z.string(), z.unknown()).optional(),
  publicationState: z.string().optional(),
  locale: z.string().optional(),
});

export interface RequestQuery {
  populate: unknown;
  fields: unknown;
  filters: Record<string, unknown> | undefined;
  sort: unknown;
  pagination: Record<string, unknown> | undefined;
  publicationState: PublicationState;
}

export function parseRequestQuery(query: unknown): RequestQuery {
  const parsed = requestQuerySchema.safeParse(query ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw validationError(`Invalid ${String(issue?.path[0] ?? "query")} parameter: ${issue?.message ?? ""}`.trim());
  }
  const state = parsed.data.publicationState ?? "live";
  if (state !== "live" && state !== "preview") {
    throw validationError(`Invalid publicationState. Expected one of 'preview','live' received: ${state}`);
  }
  return {
    populate: parsed.data.populate,
    fields: parsed.data.fields,
    filters: parsed.data.filters,
    sort: parsed.data.sort,
    pagination: parsed.data.pagination,
    publicationState: state,
  };
}
