import { expect, type APIRequestContext } from "@playwright/test";
import { z } from "zod";

/**
 * The journeys' one reader of the CMS for expected copy, published entries only. Each spec passes a zod
 * schema for its fields; envelopes and pagination are handled here and nowhere else.
 */

export function contentUrl(): string {
  const url = process.env.E2E_CONTENT_URL;
  if (!url) throw new Error("E2E_CONTENT_URL is not set: run this through the root playwright.config.ts");
  return url;
}

/** The single types, by their REST path segment. */
export type SingleType = "header" | "navigation" | "footer" | "subscribe-modal" | "sold-out-modal" | "info-modal";
export type CollectionType = "pages" | "blog-articles";

/** The populate: every component, dynamic zone and relation five levels down. */
const POPULATE = "deep,5";
/** Strapi clamps pageSize to api.rest.maxLimit (100): larger collections come page by page. */
const PAGE_SIZE = 100;

const singleEnvelope = z.object({ data: z.unknown() });
const collectionEnvelope = z.object({
  data: z.array(z.unknown()),
  meta: z.object({ pagination: z.object({ page: z.number(), pageCount: z.number() }) }),
});

async function getJson(
  request: APIRequestContext,
  path: string,
  params: Record<string, string | number>,
): Promise<unknown> {
  const response = await request.get(`${contentUrl()}${path}`, { params });
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return response.json();
}

/** A single type's fields, e.g. `readSingle(request, "footer", footerSchema)`. */
export async function readSingle<Entry extends z.ZodType>(
  request: APIRequestContext,
  name: SingleType,
  entry: Entry,
): Promise<z.output<Entry>> {
  const body = await getJson(request, `/api/${name}`, { populate: POPULATE });
  return entry.parse(singleEnvelope.parse(body).data);
}

/**
 * Every published entry of a collection, each through `entry`, following `meta.pagination` to the
 * last page. `query` adds Strapi parameters such as `{ "filters[slug][$eq]": "faqs" }`.
 */
export async function readCollection<Entry extends z.ZodType>(
  request: APIRequestContext,
  name: CollectionType,
  entry: Entry,
  query: Record<string, string> = {},
): Promise<z.output<Entry>[]> {
  const entries: z.output<Entry>[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const params = { populate: POPULATE, ...query, "pagination[page]": page, "pagination[pageSize]": PAGE_SIZE };
    const body = collectionEnvelope.parse(await getJson(request, `/api/${name}`, params));
    pageCount = body.meta.pagination.pageCount;
    entries.push(...body.data.map((item) => entry.parse(item)));
  }
  return entries;
}

/** The published entry with this slug, through `entry`; fails the test when there is none. */
export async function readEntry<Entry extends z.ZodType>(
  request: APIRequestContext,
  name: CollectionType,
  slug: string,
  entry: Entry,
): Promise<z.output<Entry>> {
  const [found] = await readCollection(request, name, entry, { "filters[slug][$eq]": slug });
  if (found === undefined) throw new Error(`the CMS has no published ${name} entry with slug ${slug}`);
  return found;
}

/** A dynamic-zone item: its component name and whatever fields the caller looks at. */
export const block = z.looseObject({ __component: z.string(), heading: z.string().nullish() });
export type Block = z.infer<typeof block>;

/** The blocks (pageContent) of the published page with this slug. */
export async function pageBlocks(request: APIRequestContext, slug: string): Promise<Block[]> {
  return (await readEntry(request, "pages", slug, z.object({ pageContent: z.array(block) }))).pageContent;
}

/** The first block of this component on a page, through `schema`. */
export async function blockOf<Schema extends z.ZodType>(
  request: APIRequestContext,
  slug: string,
  component: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const found = (await pageBlocks(request, slug)).find((candidate) => candidate.__component === component);
  if (!found) throw new Error(`the ${slug} page has no ${component} block`);
  return schema.parse(found);
}

/** The label of the header's cart item (the cart button's accessible name starts with it). */
export async function cartLabel(request: APIRequestContext): Promise<string> {
  const header = await readSingle(
    request,
    "header",
    z.object({ headerItems: z.array(z.object({ itemType: z.string(), label: z.string() })) }),
  );
  const cart = header.headerItems.find((item) => item.itemType === "cart");
  if (!cart) throw new Error("the CMS's header has no cart item");
  return cart.label;
}
