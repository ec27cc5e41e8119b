import { describe, expect, it } from "vitest";
import { createContentApi } from "../app/content/api.server";
import { normaliseArticle } from "../app/content/articles.server";
import { createContentClient } from "../app/content/client.server";
import type { ContentIssue } from "../app/content/normalise";

const MEDIA_BASE = "http://content.test";

function v4Article(id: number, fields: Record<string, unknown>) {
  return {
    id,
    attributes: {
      slug: `article-${id}`,
      heading: `Article ${id}`,
      date: "2026-07-07",
      updatedAt: `2026-10-0${id}T00:00:00.000Z`,
      pageSeo: { metaTitle: `Article ${id} | Bedsmade`, metaDescription: null, metaKeywords: [{ keyword: "sleep" }] },
      ...fields,
    },
  };
}

describe("blog articles", () => {
  it("normalise v4 entries with author, category, SEO and the article's blocks", () => {
    const issues: ContentIssue[] = [];
    const article = normaliseArticle(
      v4Article(1, {
        subHeading: "Wash cool, dry in the shade.",
        readingTime: 4,
        author: { id: 1, name: "Lena Marković", role: "Head seamstress" },
        blogCategory: {
          data: { id: 2, attributes: { slug: "fabric-and-care", label: "Fabric and care", tagline: "x" } },
        },
        pageContent: [
          { id: 1, __component: "blocks.blog-rich-text", text: "## Washing\nGentle cycle." },
          { id: 2, __component: "blocks.retired-widget" },
        ],
      }),
      { mediaBaseUrl: MEDIA_BASE, report: (issue) => issues.push(issue) },
    );
    expect(article).toMatchObject({
      slug: "article-1",
      heading: "Article 1",
      subHeading: "Wash cool, dry in the shade.",
      date: "2026-07-07",
      readingTime: 4,
      author: "Lena Marković",
      category: { slug: "fabric-and-care", label: "Fabric and care" },
      seo: { title: "Article 1 | Bedsmade", keywords: ["sleep"] },
    });
    expect(article?.blocks.map((block) => block.component)).toEqual(["blocks.blog-rich-text"]);
    expect(issues.map((issue) => issue.problem)).toEqual(["unknown-block"]);
  });

  it("read the body from blogContent, the owner's CMS's name, before an older CMS's pageContent", () => {
    const body = (fields: Record<string, unknown>) =>
      normaliseArticle(
        { id: 5, slug: "both-names", heading: "Both names", date: "2026-07-07", ...fields },
        { mediaBaseUrl: MEDIA_BASE, report: () => undefined },
      )?.blocks.map((block) => block.component);
    const richText = [{ id: 1, __component: "blocks.blog-rich-text", text: "Gentle cycle." }];
    const callToAction = [{ id: 2, __component: "blocks.call-to-action", heading: "Shop sheets" }];
    expect(body({ blogContent: richText, pageContent: callToAction })).toEqual(["blocks.blog-rich-text"]);
    expect(body({ blogContent: richText })).toEqual(["blocks.blog-rich-text"]);
    expect(body({ pageContent: callToAction })).toEqual(["blocks.call-to-action"]);
  });

  it("default the reading time to 5 minutes and leave author and category empty when absent", () => {
    const article = normaliseArticle(
      { id: 3, slug: "flat-v5", heading: "A v5 entry", date: null, blogContent: [] },
      { mediaBaseUrl: MEDIA_BASE, report: () => undefined },
    );
    expect(article).toMatchObject({
      slug: "flat-v5",
      readingTime: 5,
      author: null,
      category: null,
      date: null,
      blocks: [],
    });
    expect(article?.seo).toEqual({ title: null, description: null, keywords: [], image: null });
  });

  it("report an entry without a heading and drop it", () => {
    const issues: ContentIssue[] = [];
    expect(
      normaliseArticle(
        { id: 4, slug: "no-heading" },
        { mediaBaseUrl: MEDIA_BASE, report: (issue) => issues.push(issue) },
      ),
    ).toBeNull();
    expect(issues[0]?.problem).toBe("malformed-entry");
  });

  it("are read page by page with the page size, and indexed with their last edit, pages without blocks left out", async () => {
    const requested: URL[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input));
      requested.push(url);
      const page = Number(url.searchParams.get("pagination[page]"));
      if (url.pathname === "/api/pages/") {
        return Response.json({
          data: [
            { id: 1, attributes: { slug: "home", updatedAt: "2026-11-01T00:00:00.000Z" } },
            // Published without a single block: not yet a page a shopper can visit.
            { id: 2, attributes: { slug: "coming-soon", updatedAt: "2026-11-02T00:00:00.000Z", pageContent: [] } },
          ],
          meta: { pagination: { pageCount: 1 } },
        });
      }
      return Response.json({ data: [v4Article(page, {})], meta: { pagination: { page, pageSize: 1, pageCount: 2 } } });
    };
    const api = createContentApi(createContentClient({ baseUrl: MEDIA_BASE, fetch, timeoutMs: 2500 }), () => undefined);

    expect((await api.getArticle("article-2"))?.heading).toBe("Article 2");
    expect(await api.getArticle("article-9")).toBeNull();
    const articleRequests = requested.filter((url) => url.pathname === "/api/blog-articles/");
    expect(articleRequests.every((url) => url.searchParams.get("pagination[pageSize]") === "10000")).toBe(true);
    expect(articleRequests.map((url) => url.searchParams.get("pagination[page]")).sort()).toEqual(["1", "1", "2", "2"]);

    expect(await api.getIndex()).toEqual({
      pages: [{ slug: "home", updatedAt: "2026-11-01T00:00:00.000Z" }],
      articles: [
        { slug: "article-1", updatedAt: "2026-10-01T00:00:00.000Z" },
        { slug: "article-2", updatedAt: "2026-10-02T00:00:00.000Z" },
      ],
    });
  });
});
