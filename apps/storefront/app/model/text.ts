import { z } from "zod";
import { renderMarkdown } from "./markdown.server";

/**
 * Text fields as the content sends them. A field Strapi did not populate is absent, an empty one is
 * null: both are accepted wherever the field is optional.
 */

export const heading = z.string().min(1);

/** Optional text: absent, null and "" all mean "not given". */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null));

/** Optional richtext: markdown from the CMS, rendered to sanitised HTML; blank means "not given". */
export const optionalRichText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? renderMarkdown(value) : null));

/** Required richtext, rendered to sanitised HTML. */
export const richText = z.string().trim().min(1).transform(renderMarkdown);

/** A repeatable component or to-many relation: absent or null is an empty list. */
export function list<Item extends z.ZodType>(item: Item) {
  return z
    .array(item)
    .nullish()
    .transform((items): z.output<Item>[] => items ?? []);
}

/** A length in cm. Strapi sends decimals as numbers, but some databases hand them over as strings ("138.5"). */
export const centimetres = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().positive().finite());

/** SPEC §9: an article without a reading time reads in 5 minutes. */
export const DEFAULT_READING_TIME = 5;

/** An article's date as an ISO day (`2025-08-18`); Strapi may send a full timestamp. */
export const articleDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .nullish()
  .transform((value) => (value ? value.slice(0, 10) : null));

export const readingTime = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((minutes) => minutes ?? DEFAULT_READING_TIME);
