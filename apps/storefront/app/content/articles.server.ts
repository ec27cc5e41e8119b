import { z } from "zod";
import { EMPTY_SEO, logContentIssue, normaliseBlocks, normaliseEntry, type NormaliseOptions } from "./normalise";
import { optionalMedia } from "../model/media";
import { articleDate, optionalText, readingTime } from "../model/text";
import { seo } from "./schemas/shared";
import type { Article } from "./types";

/** Blog article entries (v4 or v5 shape) as Article domain objects. */

const articleFields = z.object({
  slug: z.string().min(1),
  heading: z.string().min(1),
  subHeading: optionalText,
  date: articleDate,
  readingTime,
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
  // The owner's CMS names the body blogContent; a CMS set up before the rename still calls it pageContent.
  blogContent: z.array(z.unknown()).nullish(),
  pageContent: z.array(z.unknown()).nullish(),
});

/** An article entry; null (reported) when the entry itself is unusable. */
export function normaliseArticle(
  entry: unknown,
  { mediaBaseUrl, report = logContentIssue }: NormaliseOptions,
): Article | null {
  const parsed = normaliseEntry(articleFields, entry, { mediaBaseUrl, report, where: "blog article" });
  if (!parsed) return null;
  const { blogCategory, pageSeo, pageContent, blogContent, ...fields } = parsed;
  return {
    ...fields,
    category: blogCategory,
    seo: pageSeo ?? EMPTY_SEO,
    blocks: normaliseBlocks(blogContent ?? pageContent ?? [], `blog article "${fields.slug}"`, report),
  };
}
