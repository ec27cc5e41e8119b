import { z } from "zod";
import { renderMarkdown } from "../markdown.server";
import { COLOUR_TOKENS, type Button, type Media, type MediaFormat, type Seo } from "../types";

/**
 * zod schemas for the pieces many content types share (media, button, SEO). They read the flat
 * shape produced by flattenStrapi and output domain types. A field Strapi did not populate is
 * absent, an empty one is null: both are accepted wherever the field is optional.
 */

export const colourToken = z.enum(COLOUR_TOKENS);

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

/**
 * Where a file may be loaded from: a web address or a path on the content service. flattenStrapi has
 * already made Strapi's paths absolute, so a `javascript:` or `data:` address here came from a hostile
 * entry and must not reach an `src` or `href`.
 */
export function isWebAddress(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const webAddress = z.string().min(1).refine(isWebAddress, "must be a web address (http or https)");

const mediaFormat = z.object({
  url: webAddress,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const media: z.ZodType<Media> = z
  .object({
    url: webAddress,
    alternativeText: z.string().nullish(),
    width: z.number().int().positive().nullish(),
    height: z.number().int().positive().nullish(),
    mime: z.string(),
    formats: z.record(z.string(), mediaFormat).nullish(),
  })
  .transform((file) => ({
    url: file.url,
    alt: file.alternativeText ?? "",
    width: file.width ?? null,
    height: file.height ?? null,
    mime: file.mime,
    formats: Object.values(file.formats ?? {})
      .map((format): MediaFormat => ({ url: format.url, width: format.width, height: format.height }))
      .sort((a, b) => a.width - b.width),
  }));

/** Any address in a Strapi file object: its own and its formats'. */
function fileAddresses(value: unknown): unknown[] {
  if (typeof value !== "object" || value === null) return [];
  const file = value as { url?: unknown; formats?: unknown };
  const formats = typeof file.formats === "object" && file.formats !== null ? Object.values(file.formats) : [];
  return [file.url, ...formats.map((format: unknown) => (typeof format === "object" && format !== null ? (format as { url?: unknown }).url : null))];
}

/**
 * An optional picture with a hostile address is left out (and logged) rather than costing the whole
 * block or shell part its text; a required one fails its entry, which normalise reports and skips.
 */
export const optionalMedia = z
  .preprocess((value) => {
    const hostile = fileAddresses(value).find((address) => typeof address === "string" && !isWebAddress(address));
    if (hostile === undefined) return value;
    console.warn(`[content] dropped a media file whose address is not a web address: ${String(hostile).slice(0, 80)}`);
    return null;
  }, media.nullish())
  .transform((value) => value ?? null);

/**
 * Content links are page slugs without the leading slash ("" = home, "buy?step=1" keeps its
 * query); absolute URLs and paths are passed through for content written by hand.
 */
export function hrefFromContentLink(link: string): string {
  const trimmed = link.trim();
  // `//host` and `/\host` look like paths but leave the site: they stay paths here.
  if (/^[/\\]{2}/.test(trimmed)) return `/${trimmed.replace(/^[/\\]+/, "")}`;
  if (/^(https?:|mailto:|tel:|\/)/i.test(trimmed)) return trimmed;
  return `/${trimmed}`;
}

const buttonFields = z.object({
  text: z.string().min(1),
  arrow: z.boolean().nullish(),
  link: z.string().nullish(),
  backgroundColour: colourToken.nullish(),
  isVisible: z.boolean().nullish(),
});

/** A hidden button (isVisible false) or one that was left out becomes null. */
export const optionalButton: z.ZodType<Button | null> = buttonFields
  .nullish()
  .transform((button) =>
    button && button.isVisible !== false
      ? {
          text: button.text,
          href: button.link === null || button.link === undefined ? null : hrefFromContentLink(button.link),
          arrow: button.arrow ?? false,
          backgroundColour: button.backgroundColour ?? null,
        }
      : null,
  );

export const seo: z.ZodType<Seo> = z
  .object({
    metaTitle: optionalText,
    metaDescription: optionalText,
    metaKeywords: z.array(z.object({ keyword: z.string() })).nullish(),
    metaImage: optionalMedia,
  })
  .transform((fields) => ({
    title: fields.metaTitle,
    description: fields.metaDescription,
    keywords: (fields.metaKeywords ?? []).map((item) => item.keyword.trim()).filter(Boolean),
    image: fields.metaImage,
  }));

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
