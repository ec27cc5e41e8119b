import { z } from "zod";
import { flattenStrapi } from "./flatten";
import type { PlacedBlock } from "../blocks/block";
import { blockSchemas } from "../blocks/schemas.server";
import { hrefFromContentLink, optionalButton } from "../model/button";
import { colourToken } from "../model/colour";
import { optionalMedia } from "../model/media";
import { seo } from "./schemas/shared";
import type { Header, HeaderItem, Page, Seo } from "./types";

/**
 * Turns Strapi responses (v4 or v5) into domain objects. Content is edited by people, so one bad
 * block must not take a page down: it is dropped and reported, and the rest of the page renders.
 */

export type ContentIssue = {
  problem: "unknown-block" | "malformed-block" | "malformed-entry";
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
    const parsed = schema.safeParse(item);
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

export type EntryStamp = { slug: string; updatedAt: string | null };

const stampFields = z.object({ slug: z.string(), updatedAt: z.string().nullish() });
const entryStamp = z.union([
  z.object({ attributes: stampFields }).transform((entry) => entry.attributes),
  stampFields,
]);

/** An entry's slug and last edit (for the sitemap), read without normalising the rest. */
export function stampOfEntry(entry: unknown): EntryStamp | null {
  const parsed = entryStamp.safeParse(entry);
  return parsed.success ? { slug: parsed.data.slug, updatedAt: parsed.data.updatedAt ?? null } : null;
}

const pageFields = z.object({
  slug: z.string().min(1),
  pageSeo: seo.nullish(),
  pageContent: z.array(z.unknown()).nullish(),
});

/** A page entry (v4 `{ id, attributes }` or v5 flat); null when the entry itself is unusable. */
export function normalisePage(entry: unknown, options: NormaliseOptions): Page | null {
  const report = options.report ?? logContentIssue;
  const parsed = pageFields.safeParse(flattenStrapi(entry, options));
  if (!parsed.success) {
    report({ problem: "malformed-entry", where: "page", detail: z.prettifyError(parsed.error) });
    return null;
  }
  const { slug, pageSeo, pageContent } = parsed.data;
  return {
    slug,
    seo: pageSeo ?? EMPTY_SEO,
    blocks: normaliseBlocks(pageContent ?? [], `page "${slug}"`, report),
  };
}

const headerItem = z
  .object({
    itemType: z.enum(["account", "cart"]),
    label: z.string().min(1),
    link: z.string().nullish(),
    icon: optionalMedia,
    iconMobile: optionalMedia,
    isVisible: z.boolean().nullish(),
  })
  .transform(
    (item): HeaderItem & { isVisible: boolean } => ({
      kind: item.itemType,
      label: item.label,
      href: item.itemType === "account" && item.link ? hrefFromContentLink(item.link) : null,
      icon: item.icon,
      iconMobile: item.iconMobile,
      isVisible: item.isVisible !== false,
    }),
  );

const headerFields = z.object({
  logo: optionalMedia,
  backgroundColour: colourToken.nullish(),
  button: optionalButton,
  headerItems: z.array(headerItem).nullish(),
});

/** The header single type; null (reported) when it cannot be read, so the page renders without it. */
export function normaliseHeader(entry: unknown, options: NormaliseOptions): Header | null {
  const parsed = headerFields.safeParse(flattenStrapi(entry, options));
  if (!parsed.success) {
    (options.report ?? logContentIssue)({
      problem: "malformed-entry",
      where: "header",
      detail: z.prettifyError(parsed.error),
    });
    return null;
  }
  const { logo, backgroundColour, button, headerItems } = parsed.data;
  return {
    logo,
    backgroundColour: backgroundColour ?? "neutral-white",
    button,
    items: (headerItems ?? []).filter((item) => item.isVisible).map(({ isVisible: _isVisible, ...item }) => item),
  };
}
