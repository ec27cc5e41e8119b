import { z } from "zod";
import { ContentRequestError, type ContentClient } from "./client.server";
import { normaliseArticle } from "./articles.server";
import { memoisePerObject } from "./memo.server";
import {
  logContentIssue,
  normaliseHeader,
  normalisePage,
  slugOfEntry,
  stampOfEntry,
  type EntryStamp,
  type IssueReporter,
} from "./normalise";
import type { Article, Header, Page } from "./types";

/**
 * The content calls of SPEC §7 that the storefront makes, returning domain objects.
 * Strapi caps pageSize at 100 (maxLimit), so collections are read page by page until
 * meta.pagination.pageCount; asking for 100 keeps that to one request for this shop.
 */

const POPULATE = "deep,5";
const PAGE_SIZE = 100;
/** SPEC §7 asks for every article at once; Strapi answers 100 at a time, so pageCount is followed too. */
const ARTICLE_PAGE_SIZE = 10_000;
const PAGES_PATH = "/api/pages/";
const ARTICLES_PATH = "/api/blog-articles/";
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
  /** The published article with this slug, or null. */
  getArticle(slug: string): Promise<Article | null>;
  /** Slug and last edit of every page and article, without normalising their content. */
  getIndex(): Promise<{ pages: EntryStamp[]; articles: EntryStamp[] }>;
};

export function createContentApi(client: ContentClient, report: IssueReporter = logContentIssue): ContentApi {
  const options = { mediaBaseUrl: client.baseUrl, report };
  // Each entry is normalised (markdown rendered, problems reported) once, not on every request.
  const toPage = memoisePerObject((entry) => normalisePage(entry, options));
  const toArticle = memoisePerObject((entry) => normaliseArticle(entry, options));
  const slugOf = memoisePerObject(slugOfEntry);
  const stampOf = memoisePerObject(stampOfEntry);
  const checkCollection = memoisePerObject((body) => collectionEnvelope.safeParse(body));
  const checkSingle = memoisePerObject((body) => singleEnvelope.safeParse(body));
  const toHeader = memoisePerObject((entry) => normaliseHeader(entry, options));

  function readEnvelope<Output>(
    check: (body: unknown) => z.ZodSafeParseResult<Output>,
    body: unknown,
    path: string,
  ): Output {
    const parsed = check(body);
    if (!parsed.success) {
      throw new ContentRequestError(`Content response of ${path} is not a Strapi envelope: ${z.prettifyError(parsed.error)}`, path);
    }
    return parsed.data;
  }

  async function getCollection(path: string, pageSize = PAGE_SIZE): Promise<unknown[]> {
    const fetchPage = async (page: number) =>
      readEnvelope(
        checkCollection,
        await client.get(path, {
          populate: POPULATE,
          "pagination[page]": String(page),
          "pagination[pageSize]": String(pageSize),
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
    const entries = await getCollection(PAGES_PATH);
    return entries.map(toPage).filter((page) => page !== null);
  }

  return {
    getPages,
    async getPage(slug) {
      // Only the requested page is normalised, so problems elsewhere are reported where they are shown.
      const entry = (await getCollection(PAGES_PATH)).find((candidate) => slugOf(candidate) === slug);
      return entry === undefined ? null : toPage(entry);
    },
    async getArticle(slug) {
      const entries = await getCollection(ARTICLES_PATH, ARTICLE_PAGE_SIZE);
      const entry = entries.find((candidate) => slugOf(candidate) === slug);
      return entry === undefined ? null : toArticle(entry);
    },
    async getIndex() {
      const [pages, articles] = await Promise.all([
        getCollection(PAGES_PATH),
        getCollection(ARTICLES_PATH, ARTICLE_PAGE_SIZE),
      ]);
      const stamps = (entries: unknown[]) => entries.map(stampOf).filter((stamp) => stamp !== null);
      return { pages: stamps(pages), articles: stamps(articles) };
    },
    async getHeader() {
      try {
        const body = await client.get("/api/header", { populate: POPULATE });
        return toHeader(readEnvelope(checkSingle, body, "/api/header").data);
      } catch (error) {
        // An unpublished single type answers 404: the site simply has no header content.
        if (error instanceof ContentRequestError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
