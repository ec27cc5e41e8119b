import { Router, type Request } from "express";
import type { ContentSnapshot } from "../content/model.js";
import { ContentView } from "../query/content-view.js";
import { parseFields } from "../query/fields.js";
import { compileFilters } from "../query/filters.js";
import { parsePagination } from "../query/pagination.js";
import { parsePopulate } from "../query/populate.js";
import { requireModel } from "../query/query-model.js";
import { parseRequestQuery } from "../query/request-query.js";
import { compileSort } from "../query/sort.js";
import type { ContentType } from "../seed/schema-types.js";
import { notFound } from "./errors.js";
import { Serializer } from "./serialize.js";

export interface ContentSource {
  snapshot(): ContentSnapshot;
  publicUrl(): string;
}

function findType(snapshot: ContentSnapshot, name: string, kind: ContentType["kind"]): ContentType | undefined {
  for (const type of snapshot.schemas.contentTypes.values()) {
    if (type.kind !== kind) continue;
    if (kind === "collectionType" ? type.pluralName === name : type.singularName === name) return type;
  }
  return undefined;
}

function prepare(source: ContentSource, request: Request, type: ContentType) {
  const query = parseRequestQuery(request.query);
  const view = new ContentView(source.snapshot(), query.publicationState);
  const model = requireModel(view.schemas, type.uid);
  return {
    query,
    view,
    model,
    populate: parsePopulate(view, type.uid, query.populate),
    fields: parseFields(model, query.fields),
    serializer: new Serializer(view, source.publicUrl()),
  };
}

/** GET routes of Strapi's content API: collection list, one entry by id, single types. */
export function contentRoutes(source: ContentSource): Router {
  const router = Router();

  router.get("/api/:name", (request, response) => {
    const snapshot = source.snapshot();
    const name = String(request.params.name);
    const collection = findType(snapshot, name, "collectionType");
    if (collection) {
      const { query, view, model, populate, fields, serializer } = prepare(source, request, collection);
      const matches = query.filters ? compileFilters(view, model, query.filters) : () => true;
      const order = compileSort(model, query.sort) ?? ((a, b) => a.id - b.id);
      const pagination = parsePagination(query.pagination);
      const found = view.entries(collection.uid).filter(matches).sort(order);
      const page = found.slice(pagination.offset, pagination.offset + pagination.limit);
      response.json({
        data: page.map((entry) => serializer.entry(entry, model, populate, fields)),
        meta: { pagination: pagination.meta(found.length) },
      });
      return;
    }
    const single = findType(snapshot, name, "singleType");
    if (!single) throw notFound();
    const { view, model, populate, fields, serializer } = prepare(source, request, single);
    const entry = view.entry(single.uid, 1);
    if (!entry) throw notFound();
    response.json({ data: serializer.entry(entry, model, populate, fields), meta: {} });
  });

  router.get("/api/:name/:id", (request, response) => {
    const collection = findType(source.snapshot(), String(request.params.name), "collectionType");
    const id = String(request.params.id);
    if (!collection || !/^\d+$/.test(id)) throw notFound();
    const { view, model, populate, fields, serializer } = prepare(source, request, collection);
    const entry = view.entry(collection.uid, Number(id));
    if (!entry) throw notFound();
    response.json({ data: serializer.entry(entry, model, populate, fields), meta: {} });
  });

  return router;
}
