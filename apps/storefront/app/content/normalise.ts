import { z } from "zod";
import { flattenStrapi } from "./flatten";
import type { PlacedBlock } from "../blocks/block";
import { blockSchemas } from "../blocks/schemas.server";
import { collectingLeftOutItems } from "../model/text";
import { seo } from "./schemas/shared";
import type { Page, Seo } from "./types";

/** Content is edited by people, so one bad block is dropped and reported, and the rest of the page renders. */

export type ContentIssue = {
  problem: "unknown-block" | "malformed-block" | "malformed-entry" | "malformed-item";
  /** Where it was found, e.g. `page "home", block 3 (blocks.home-intro)`. */
  where: string;
  detail: string;
};
export type IssueReporter = (issue: ContentIssue) => void;

export const logContentIssue: IssueReporter = (issue) => {
  console.warn(`[content] ${issue.problem} in ${issue.where}: ${issue.detail}`);
};

export type NormaliseOptions = {
  /** Base for relative media URLs: the content service's address. */
  mediaBaseUrl: string;
  report?: IssueReporter;
};

/** One entry (v4 or v5 shape) through its schema; null, reported, when the schema refuses it. */
export function normaliseEntry<Value>(
  schema: z.ZodType<Value>,
  entry: unknown,
  options: { mediaBaseUrl: string; report: IssueReporter; where: string },
): Value | null {
  const flat = flattenStrapi(entry, options);
  const parsed = collectingLeftOutItems(
    (detail) => options.report({ problem: "malformed-item", where: options.where, detail }),
    () => schema.safeParse(flat),
  );
  if (parsed.success) return parsed.data;
  options.report({ problem: "malformed-entry", where: options.where, detail: z.prettifyError(parsed.error) });
  return null;
}

export const EMPTY_SEO: Seo = { title: null, description: null, keywords: [], image: null };

const zoneEntry = z.looseObject({ __component: z.string(), id: z.union([z.number(), z.string()]).optional() });

export function normaliseBlocks(zone: unknown[], where: string, report: IssueReporter): PlacedBlock[] {
  const blocks: PlacedBlock[] = [];
  zone.forEach((item, index) => {
    const entry = zoneEntry.safeParse(item);
    if (!entry.success) {
      report({ problem: "malformed-block", where: `${where}, block ${index}`, detail: "no __component" });
      return;
    }
    const { __component: component, id } = entry.data;
    const place = `${where}, block ${index} (${component})`;
    const schema = blockSchemas.get(component);
    if (!schema) {
      report({ problem: "unknown-block", where: place, detail: "no renderer for this component; skipped" });
      return;
    }
    const parsed = collectingLeftOutItems(
      (detail) => report({ problem: "malformed-item", where: place, detail }),
      () => schema.safeParse(item),
    );
    if (!parsed.success) {
      report({ problem: "malformed-block", where: place, detail: z.prettifyError(parsed.error) });
      return;
    }
    blocks.push({ ...parsed.data, key: `${component}:${id ?? `#${index}`}` });
  });
  return blocks;
}

/** The slug of a page entry in either shape, read without normalising the rest of the page. */
const entrySlug = z.union([
  z.object({ attributes: z.object({ slug: z.string() }) }).transform((entry) => entry.attributes.slug),
  z.object({ slug: z.string() }).transform((entry) => entry.slug),
]);

export function slugOfEntry(entry: unknown): string | null {
  const parsed = entrySlug.safeParse(entry);
  return parsed.success ? parsed.data : null;
}

export type SlugAndDate = { slug: string; updatedAt: string | null };

const pageZone = z.union([
  z.object({ attributes: z.object({ pageContent: z.array(z.unknown()) }) }).transform((entry) => entry.attributes),
  z.object({ pageContent: z.array(z.unknown()) }),
]);

/** A page entry published without a single block: shoppers would get an empty page between header and footer. */
export function isBlankPage(entry: unknown): boolean {
  const parsed = pageZone.safeParse(entry);
  return parsed.success && parsed.data.pageContent.length === 0;
}

const stampFields = z.object({ slug: z.string(), updatedAt: z.string().nullish() });
const entryStamp = z.union([z.object({ attributes: stampFields }).transform((entry) => entry.attributes), stampFields]);

/** An entry's slug and last edit (for the sitemap), read without normalising the rest. */
export function slugAndDateOf(entry: unknown): SlugAndDate | null {
  const parsed = entryStamp.safeParse(entry);
  return parsed.success ? { slug: parsed.data.slug, updatedAt: parsed.data.updatedAt ?? null } : null;
}

const pageFields = z.object({
  slug: z.string().min(1),
  pageSeo: seo.nullish(),
  pageContent: z.array(z.unknown()).nullish(),
});

/** A page entry (v4 `{ id, attributes }` or v5 flat); null (reported) when the entry itself is unusable. */
export function normalisePage(
  entry: unknown,
  { mediaBaseUrl, report = logContentIssue }: NormaliseOptions,
): Page | null {
  const parsed = normaliseEntry(pageFields, entry, { mediaBaseUrl, report, where: "page" });
  if (!parsed) return null;
  const { slug, pageSeo, pageContent } = parsed;
  return {
    slug,
    seo: pageSeo ?? EMPTY_SEO,
    blocks: normaliseBlocks(pageContent ?? [], `page "${slug}"`, report),
  };
}
