import { z } from "zod";
import { renderMarkdown } from "./markdown.server";

/** Strapi leaves an unpopulated field out and sends an empty one as null: both mean "not given". */

/** Required text: blank (spaces or a line break only) is missing, never an empty heading or label on the page. */
export const requiredText = z.string().trim().min(1);

/** A block's or item's heading: required text, named as such where a schema is read. */
export const heading = requiredText.describe("heading");

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

/** Told of each item a list leaves out, while `collectingLeftOutItems` runs. */
let leftOutItemListener: ((detail: string) => void) | null = null;

/** Lets whoever runs a (synchronous) parse report left-out items with the place being parsed. */
export function collectingLeftOutItems<Result>(onLeftOut: (detail: string) => void, parse: () => Result): Result {
  const outer = leftOutItemListener;
  leftOutItemListener = onLeftOut;
  try {
    return parse();
  } finally {
    leftOutItemListener = outer;
  }
}

/** A refused item is left out, not the whole block (docs/content.md, "Bad content never takes a page down"). */
export function list<Item extends z.ZodType>(item: Item) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((items): z.output<Item>[] =>
      (items ?? []).flatMap((value, index) => {
        const parsed = item.safeParse(value);
        if (parsed.success) return [parsed.data];
        leftOutItemListener?.(`item ${index + 1} of a list left out: ${z.prettifyError(parsed.error)}`);
        return [];
      }),
    );
}

/** Items read by their place (a size's first table is its sheets): leaving one out would move the others. */
export function positionalList<Item extends z.ZodType>(item: Item) {
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

/** An article without a reading time reads in 5 minutes. */
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
