import { z } from "zod";
import { oldAddressOf } from "@bedsmade/form-rules";
import { ContentRequestError, type ContentClient } from "./client.server";
import { createEntryReader } from "./entry-reader.server";
import { hrefFromContentLink } from "../model/button";
import { memoisePerObject } from "./memo.server";
import {
  isBlankPage,
  logContentIssue,
  normalisePage,
  slugOfEntry,
  slugAndDateOf,
  type SlugAndDate,
  type IssueReporter,
} from "./normalise";
import { normaliseArticle } from "./articles.server";
import type { Article, Page } from "./types";

/** The pages and blog articles that the storefront reads, as domain objects. */

/** The blog asks for every article at once; Strapi answers 100 at a time, so pageCount is followed too. */
const ARTICLE_PAGE_SIZE = 10_000;

export type ContentApi = {
  getPages(): Promise<Page[]>;
  /** The published page with this slug, or null. */
  getPage(slug: string): Promise<Page | null>;
  /** The published article with this slug, or null. */
  getArticle(slug: string): Promise<Article | null>;
  /** Slug and last edit of every page and article, without normalising their content. */
  getIndex(): Promise<{ pages: SlugAndDate[]; articles: SlugAndDate[] }>;
  /** Where the old slug of a renamed page or article leads now (a site path such as `/reviews`), or null. */
  getRedirect(slug: string): Promise<string | null>;
};

/** A Redirect of our CMS (services/cms/src/publishing/redirects.ts); one leading out of the shop is not followed. */
const redirectEntry = z.object({
  from: z.string().transform(oldAddressOf),
  to: z
    .string()
    .transform(hrefFromContentLink)
    .refine((to) => to.startsWith("/")),
});

/** A CMS without Redirects answers these: a Strapi 4, or a Strapi 5 whose public role cannot read them. */
const NO_REDIRECTS = new Set([403, 404]);

export function createContentApi(client: ContentClient, report: IssueReporter = logContentIssue): ContentApi {
  const entries = createEntryReader(client, report);
  const readPages = entries.collection("/api/pages/");
  const readArticles = entries.collection("/api/blog-articles/", { pageSize: ARTICLE_PAGE_SIZE });
  const readRedirects = entries.collection("/api/redirects/");
  const options = { mediaBaseUrl: client.baseUrl, report };
  // Each entry is normalised (markdown rendered, problems reported) once, not on every request.
  const toPage = memoisePerObject((entry) => normalisePage(entry, options));
  const toArticle = memoisePerObject((entry) => normaliseArticle(entry, options));
  const slugOf = memoisePerObject(slugOfEntry);
  const stampOf = memoisePerObject(slugAndDateOf);
  const redirectOf = memoisePerObject((entry) => redirectEntry.safeParse(entry).data ?? null);

  // Only the requested entry is normalised, so problems elsewhere are reported where they are shown.
  const findBySlug = async (read: () => Promise<unknown[]>, slug: string) =>
    (await read()).find((candidate) => slugOf(candidate) === slug);

  return {
    async getPages() {
      return (await readPages()).map(toPage).filter((page) => page !== null);
    },
    async getPage(slug) {
      const entry = await findBySlug(readPages, slug);
      return entry === undefined ? null : toPage(entry);
    },
    async getArticle(slug) {
      const entry = await findBySlug(readArticles, slug);
      return entry === undefined ? null : toArticle(entry);
    },
    async getIndex() {
      const [pages, articles] = await Promise.all([readPages(), readArticles()]);
      const stamps = (entries: unknown[]) => entries.map(stampOf).filter((stamp) => stamp !== null);
      // A page without blocks is not yet one of the site's pages: it answers 404 and stays out of the sitemap.
      return { pages: stamps(pages.filter((entry) => !isBlankPage(entry))), articles: stamps(articles) };
    },
    async getRedirect(slug) {
      try {
        const from = oldAddressOf(slug);
        const redirect = (await readRedirects()).map(redirectOf).find((entry) => entry?.from === from);
        return redirect?.to ?? null;
      } catch (error) {
        if (error instanceof ContentRequestError && error.status !== undefined && NO_REDIRECTS.has(error.status))
          return null;
        throw error;
      }
    },
  };
}
