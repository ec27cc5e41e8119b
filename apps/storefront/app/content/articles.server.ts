import { z } from "zod";
import { flattenStrapi } from "./flatten";
import { logContentIssue, normaliseBlocks, type NormaliseOptions } from "./normalise";
import { optionalMedia, optionalText, seo } from "./schemas/shared";
import type { Article, Seo } from "./types";

/** Blog article entries (v4 or v5 shape) as Article domain objects. */

/** SPEC §9: an article without a reading time takes 5 minutes. */
export const DEFAULT_READING_TIME = 5;

const EMPTY_SEO: Seo = { title: null, description: null, keywords: [], image: null };

const articleFields = z.object({
  slug: z.string().min(1),
  heading: z.string().min(1),
  subHeading: optionalText,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .nullish()
    .transform((value) => (value ? value.slice(0, 10) : null)),
  readingTime: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? DEFAULT_READING_TIME),
  image: optionalMedia,
  author: z
    .object({ name: optionalText })
    .nullish()
    .transform((author) => author?.name ?? null),
  blogCategory: z
    .object({ slug: z.string().min(1), label: z.string().min(1) })
    .nullish()
    .transform((category) => (category ? { slug: category.slug, label: category.label } : null)),
  pageSeo: seo.nullish(),
  // The content model names the zone pageContent; SPEC §3 calls it blogContent. Either is read.
  pageContent: z.array(z.unknown()).nullish(),
  blogContent: z.array(z.unknown()).nullish(),
});

/** An article entry; null (reported) when the entry itself is unusable. */
export function normaliseArticle(entry: unknown, options: NormaliseOptions): Article | null {
  const report = options.report ?? logContentIssue;
  const parsed = articleFields.safeParse(flattenStrapi(entry, options));
  if (!parsed.success) {
    report({ problem: "malformed-entry", where: "blog article", detail: z.prettifyError(parsed.error) });
    return null;
  }
  const { blogCategory, pageSeo, pageContent, blogContent, ...fields } = parsed.data;
  return {
    ...fields,
    category: blogCategory,
    seo: pageSeo ?? EMPTY_SEO,
    blocks: normaliseBlocks(pageContent ?? blogContent ?? [], `blog article "${fields.slug}"`, report),
  };
}
