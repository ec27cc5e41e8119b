import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createContentApi } from "../app/content/api.server";
import { normaliseArticle } from "../app/content/articles.server";
import { createContentClient } from "../app/content/client.server";
import { flattenStrapi } from "../app/content/flatten";
import { createInfoSheetsReader } from "../app/content/info-modal.server";
import type { ContentIssue } from "../app/content/normalise";
import { blockSchemas } from "../app/blocks/schemas.server";
import { fieldsRead } from "./support/schema-fields";
import { createShellLoader } from "../app/content/shell.server";
import {
  RECORDED_CALLS,
  RESPONSE_FORMATS,
  fixtureFile,
  recordedAnswer,
  recordedRequests,
  type RecordedCall,
  type ResponseFormat,
} from "./fixtures/cms/recorded";

/**
 * Production's content code over the real CMS's recorded answers, in v5 and v4 shapes; only fetch is
 * replaced (docs/testing.md, "Recorded CMS answers").
 */

const CMS_URL = "http://cms.test";

type Json = Record<string, unknown>;

/** A fetch that answers a request with the recording made for exactly that path and query. */
function recordingFetch(format: ResponseFormat) {
  const callOfRequest = new Map(
    Object.entries(recordedRequests()).map(([call, request]) => [request, call as RecordedCall]),
  );
  const asked = new Set<string>();
  const unanswered: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input));
    const request = `${url.pathname}${url.search}`;
    asked.add(request);
    const call = callOfRequest.get(request);
    if (call === undefined) {
      unanswered.push(request);
      return Response.json(
        { data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } },
        { status: 404 },
      );
    }
    return new Response(readFileSync(fixtureFile(format, call)), { headers: { "Content-Type": "application/json" } });
  };
  return { fetch, asked, unanswered };
}

/** All the shop's content as the storefront reads it, with everything the adapter reported on the way. */
async function readAllContent(format: ResponseFormat) {
  const { fetch, asked, unanswered } = recordingFetch(format);
  const issues: ContentIssue[] = [];
  const report = (issue: ContentIssue) => issues.push(issue);
  // Some schemas drop a hostile link or picture with a console warning rather than a report.
  const warnings: string[] = [];
  const warn = vi
    .spyOn(console, "warn")
    .mockImplementation((...parts: unknown[]) => void warnings.push(parts.join(" ")));
  const error = vi
    .spyOn(console, "error")
    .mockImplementation((...parts: unknown[]) => void warnings.push(parts.join(" ")));
  try {
    const client = createContentClient({ baseUrl: CMS_URL, fetch, timeoutMs: 2500 });
    const api = createContentApi(client, report);
    const pages = await api.getPages();
    const index = await api.getIndex();
    const pagesBySlug = await Promise.all(index.pages.map(({ slug }) => api.getPage(slug)));
    const articles = await Promise.all(index.articles.map(({ slug }) => api.getArticle(slug)));
    const shell = await createShellLoader(client, report)();
    const infoSheets = await createInfoSheetsReader(client, report)();
    return { pages, pagesBySlug, index, articles, shell, infoSheets, issues, warnings, asked, unanswered };
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
}
type Content = Awaited<ReturnType<typeof readAllContent>>;

/** The domain objects the storefront makes of each call's answer. */
const domainOf: Record<RecordedCall, (content: Content) => unknown> = {
  pages: ({ pages, pagesBySlug, index }) => ({ pages, pagesBySlug, stamps: index.pages }),
  "blog-articles": ({ articles, index }) => ({ articles, stamps: index.articles }),
  header: ({ shell }) => shell.header,
  navigation: ({ shell }) => shell.navigation,
  footer: ({ shell }) => shell.footer,
  "subscribe-modal": ({ shell }) => shell.subscribeModal,
  "sold-out-modal": ({ shell }) => shell.soldOutModal,
  "info-modal": ({ infoSheets }) => infoSheets,
};

/** How many times `key` appears as an object key anywhere in a JSON value. */
function countKey(value: unknown, key: string): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countKey(item, key), 0);
  if (typeof value !== "object" || value === null) return 0;
  return Object.entries(value).reduce((sum, [name, field]) => sum + (name === key ? 1 : 0) + countKey(field, key), 0);
}

/** The entries of a recorded envelope: a collection's list, or a single type's one entry. */
function entriesOf(answer: unknown): Json[] {
  const data = (answer as { data: Json | Json[] }).data;
  return Array.isArray(data) ? data : [data];
}

/** Every `url` of a Strapi file object in a JSON value. */
function fileUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fileUrls);
  if (typeof value !== "object" || value === null) return [];
  const object = value as Json;
  const own =
    typeof object.url === "string" && typeof object.hash === "string" && typeof object.mime === "string"
      ? [object.url]
      : [];
  return [...own, ...Object.values(object).flatMap(fileUrls)];
}

/** The fields a block's schema reads: the object its chain of transforms starts from. */
const content = {} as Record<ResponseFormat, Content>;
beforeAll(async () => {
  for (const format of RESPONSE_FORMATS) content[format] = await readAllContent(format);
});

describe("the recorded CMS answers", () => {
  it.each(RESPONSE_FORMATS)("in %s are answers to exactly the requests the storefront's adapter makes", (format) => {
    expect(content[format].unanswered).toEqual([]);
    expect([...content[format].asked].sort()).toEqual(Object.values(recordedRequests()).sort());
  });

  it.each(RECORDED_CALLS)(
    "of %s are two different recordings: no `attributes` key anywhere in v5, every entry wrapped in one in v4",
    (call) => {
      const v5 = recordedAnswer("v5", call);
      const v4 = recordedAnswer("v4", call);
      expect(countKey(v5, "attributes")).toBe(0);
      expect(entriesOf(v5).every((entry) => typeof entry.documentId === "string")).toBe(true);
      expect(entriesOf(v4).every((entry) => Object.keys(entry).sort().join() === "attributes,documentId,id")).toBe(
        true,
      );
    },
  );

  it.each(RECORDED_CALLS)("of %s in v4, once flattened, are the v5 answer flattened", (call) => {
    const options = { mediaBaseUrl: CMS_URL };
    expect(flattenStrapi(recordedAnswer("v4", call), options)).toEqual(
      flattenStrapi(recordedAnswer("v5", call), options),
    );
  });

  it.each(RECORDED_CALLS)("of %s keep media URLs as Strapi answers them: relative /uploads/ paths", (call) => {
    for (const format of RESPONSE_FORMATS) {
      expect(fileUrls(recordedAnswer(format, call)).filter((url) => !url.startsWith("/uploads/"))).toEqual([]);
    }
  });
});

describe("the storefront's adapter", () => {
  it.each(RECORDED_CALLS)("makes the same domain objects of the v4 and the v5 answer of %s", (call) => {
    const fromV5 = domainOf[call](content.v5);
    expect(fromV5).not.toBeNull();
    expect(domainOf[call](content.v4)).toEqual(fromV5);
  });

  it.each(RESPONSE_FORMATS)(
    "reads every page of the seed from the %s answers with every one of its blocks",
    (format) => {
      const recorded = entriesOf(recordedAnswer(format, "pages")).map(
        (entry) => flattenStrapi(entry, { mediaBaseUrl: CMS_URL }) as Json,
      );
      const { pages, pagesBySlug } = content[format];
      expect(pages.map((page) => page.slug)).toEqual(recorded.map((entry) => entry.slug));
      expect(pagesBySlug).toEqual(pages);
      expect(pages.map((page) => page.blocks.length)).toEqual(
        recorded.map((entry) => (entry.pageContent as unknown[]).length),
      );
      expect(pages.every((page) => page.blocks.length > 0 && page.seo.title !== null)).toBe(true);
    },
  );

  it.each(RESPONSE_FORMATS)("reads every blog article and the whole shell from the %s answers", (format) => {
    const { articles, index, shell, infoSheets } = content[format];
    expect(articles).toHaveLength(entriesOf(recordedAnswer(format, "blog-articles")).length);
    expect(articles.every((article) => article !== null && article.blocks.length > 0)).toBe(true);
    expect(index.articles.every((stamp) => stamp.updatedAt !== null)).toBe(true);
    expect(shell.degraded).toBe(false);
    expect([
      shell.header,
      shell.navigation,
      shell.footer,
      shell.subscribeModal,
      shell.soldOutModal,
      infoSheets,
    ]).not.toContain(null);
  });

  it.each(RESPONSE_FORMATS)(
    "reads the same articles from an older CMS's %s answers, which name an article's body pageContent",
    (format) => {
      const olderName = ({ blogContent, ...fields }: Json) => ({ ...fields, pageContent: blogContent });
      const asOlderCms = (entry: Json) =>
        entry.attributes ? { ...entry, attributes: olderName(entry.attributes as Json) } : olderName(entry);
      const read = (entry: Json) => normaliseArticle(entry, { mediaBaseUrl: CMS_URL, report: () => undefined });
      const entries = entriesOf(recordedAnswer(format, "blog-articles"));
      expect(entries.map(asOlderCms).map(read)).toEqual(content[format].articles);
    },
  );

  it.each(RESPONSE_FORMATS)(
    "normalises all of the seed's %s content with no content issue reported and nothing logged",
    (format) => {
      expect(content[format].issues).toEqual([]);
      expect(content[format].warnings).toEqual([]);
    },
  );

  it("reads every field the CMS sends on a block, so none of the owner's copy is dropped unseen", () => {
    const unread = new Set<string>();
    const zones = { pages: "pageContent", "blog-articles": "blogContent" } as const;
    for (const [call, zone] of Object.entries(zones) as [keyof typeof zones, string][]) {
      for (const entry of entriesOf(recordedAnswer("v5", call))) {
        for (const block of entry[zone] as Json[]) {
          const component = String(block.__component);
          const schema = blockSchemas.get(component);
          if (!schema) continue; // reported as an unknown block, and there are none
          const read = new Set(["id", "__component", ...fieldsRead(schema)]);
          for (const field of Object.keys(block)) if (!read.has(field)) unread.add(`${component}.${field}`);
        }
      }
    }
    expect([...unread]).toEqual([]);
  });

  it("serves media from the CMS's own address", () => {
    const header = content.v5.shell.header;
    expect(header?.logo?.url).toMatch(new RegExp(`^${CMS_URL}/uploads/`));
    expect(fileUrls(recordedAnswer("v5", "header"))).toContain(header?.logo?.url.slice(CMS_URL.length));
  });
});
