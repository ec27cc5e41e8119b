import { z } from "zod";
import { ContentRequestError, type ContentClient } from "./client.server";
import { logContentIssue, normaliseHeader, normalisePage, slugOfEntry, type IssueReporter } from "./normalise";
import type { Header, Page } from "./types";

/**
 * The content calls of SPEC §7 that the storefront makes, returning domain objects.
 * Strapi caps pageSize at 100 (maxLimit), so collections are read page by page until
 * meta.pagination.pageCount; asking for 100 keeps that to one request for this shop.
 */

const POPULATE = "deep,5";
const PAGE_SIZE = 100;
/** A guard against a misreported pageCount: 100 pages of 100 entries is far beyond this shop. */
const MAX_PAGES = 100;

const collectionEnvelope = z.object({
  data: z.array(z.unknown()),
  meta: z.object({ pagination: z.object({ pageCount: z.number().int().nonnegative() }).optional() }).optional(),
});
const singleEnvelope = z.object({ data: z.record(z.string(), z.unknown()) });

export type ContentApi = {
  getPages(): Promise<Page[]>;
  /** The published page with this slug, or null. */
  getPage(slug: string): Promise<Page | null>;
  /** The header, or null when it is unpublished or unreadable (the page renders without it). */
  getHeader(): Promise<Header | null>;
};

export function createContentApi(client: ContentClient, report: IssueReporter = logContentIssue): ContentApi {
  const options = { mediaBaseUrl: client.baseUrl, report };

  function readEnvelope<Schema extends z.ZodType>(schema: Schema, body: unknown, path: string): z.output<Schema> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ContentRequestError(`Content response of ${path} is not a Strapi envelope: ${z.prettifyError(parsed.error)}`, path);
    }
    return parsed.data;
  }

  async function getCollection(path: string): Promise<unknown[]> {
    const fetchPage = async (page: number) =>
      readEnvelope(
        collectionEnvelope,
        await client.get(path, {
          populate: POPULATE,
          "pagination[page]": String(page),
          "pagination[pageSize]": String(PAGE_SIZE),
        }),
        path,
      );
    const first = await fetchPage(1);
    const pageCount = Math.min(first.meta?.pagination?.pageCount ?? 1, MAX_PAGES);
    const rest = await Promise.all(
      Array.from({ length: Math.max(pageCount - 1, 0) }, (_, index) => fetchPage(index + 2)),
    );
    return [first, ...rest].flatMap((envelope) => envelope.data);
  }

  async function getPages(): Promise<Page[]> {
    const entries = await getCollection("/api/pages/");
    return entries.map((entry) => normalisePage(entry, options)).filter((page) => page !== null);
  }

  return {
    getPages,
    async getPage(slug) {
      // Only the requested page is normalised, so problems elsewhere are reported where they are shown.
      const entry = (await getCollection("/api/pages/")).find((candidate) => slugOfEntry(candidate) === slug);
      return entry === undefined ? null : normalisePage(entry, options);
    },
    async getHeader() {
      try {
        const body = await client.get("/api/header", { populate: POPULATE });
        return normaliseHeader(readEnvelope(singleEnvelope, body, "/api/header").data, options);
      } catch (error) {
        // An unpublished single type answers 404: the site simply has no header content.
        if (error instanceof ContentRequestError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
