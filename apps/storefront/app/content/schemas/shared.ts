import { z } from "zod";
import { optionalMedia } from "../../model/media";
import { optionalText } from "../../model/text";
import type { Seo } from "../types";

/** A page's or article's SEO component, read from the flat shape produced by flattenStrapi. */
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
