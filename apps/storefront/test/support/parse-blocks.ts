import type { z } from "zod";
import { flattenStrapi } from "../../app/content/flatten";
import { normaliseBlocks, normalisePage, type ContentIssue } from "../../app/content/normalise";
import type { BlockComponent, BlockOf, PlacedBlock } from "../../app/blocks/block";
import type { Page } from "../../app/content/types";
import { MEDIA_BASE_URL, seedPage } from "./editorial-seed";

/** A seed page as the storefront reads it, with every content issue it reported. */
export function normalised(slug: string): { page: Page; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const page = normalisePage(seedPage(slug), { mediaBaseUrl: MEDIA_BASE_URL, report: (issue) => issues.push(issue) });
  if (!page) throw new Error(`seed page ${slug} did not normalise`);
  return { page, issues };
}

export function blockOf<Component extends BlockComponent>(page: Page, component: Component): BlockOf<Component> {
  const block = page.blocks.find(
    (candidate): candidate is PlacedBlock & BlockOf<Component> => candidate.component === component,
  );
  if (!block) throw new Error(`${component} missing from page ${page.slug}`);
  return block;
}

export function first<Item>(items: Item[]): Item {
  const [item] = items;
  if (item === undefined) throw new Error("expected at least one item");
  return item;
}

/** Hand-written Strapi fields of one block, flattened and parsed by its schema. */
export function parseBlock<Schema extends z.ZodType>(block: { uid: string; schema: Schema }, fields: object) {
  return block.schema.safeParse(flattenStrapi({ __component: block.uid, ...fields }, { mediaBaseUrl: MEDIA_BASE_URL }));
}

/** Hand-written Strapi blocks of a page's zone, as the storefront reads them, with every issue reported. */
export function parseZone(zone: object[]): { blocks: PlacedBlock[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const flat = flattenStrapi(zone, { mediaBaseUrl: MEDIA_BASE_URL }) as unknown[];
  return { blocks: normaliseBlocks(flat, 'page "test"', (issue) => issues.push(issue)), issues };
}
