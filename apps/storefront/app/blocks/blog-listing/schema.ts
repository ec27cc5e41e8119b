import { z } from "zod";
import { optionalMedia } from "../../model/media";
import { articleDate, heading, list, optionalText, readingTime } from "../../model/text";
import { defineBlock } from "../define-block";

/** What a blog tile shows of an article. */
const articleSummary = z.object({
  slug: z.string().trim().min(1),
  heading: z.string().trim().min(1),
  /** ISO date (YYYY-MM-DD); null when the editor left it out. */
  date: articleDate,
  /** Minutes; 5 when the editor left it out. */
  readingTime,
  image: optionalMedia,
});
export type ArticleSummary = z.output<typeof articleSummary>;

/**
 * A filter of the blog listing. The tagline written on the section wins over the category's own;
 * a section without its category (deleted, or not populated) has nothing to filter by and is null.
 */
const blogCategorySection = z
  .object({
    blogCategory: z
      .object({ label: z.string().trim().min(1), slug: z.string().trim().min(1), tagline: optionalText })
      .nullish(),
    tagline: optionalText,
    blog_articles: list(articleSummary),
  })
  .transform((section) =>
    section.blogCategory
      ? {
          /** The category's slug: the value of `?category=` on /blog. */
          slug: section.blogCategory.slug,
          label: section.blogCategory.label,
          tagline: section.tagline ?? section.blogCategory.tagline,
          articles: section.blog_articles,
        }
      : null,
  );
export type BlogCategorySection = NonNullable<z.output<typeof blogCategorySection>>;

export const block = defineBlock(
  "blocks.blog-listing",
  z
    .object({
      heading,
      /** The label of the filter that shows every article. */
      allLabel: z.string().trim().min(1),
      categorySections: list(blogCategorySection),
    })
    .transform(({ categorySections, ...fields }) => ({
      ...fields,
      sections: categorySections.filter((section) => section !== null),
    })),
);
export type BlogListingBlock = z.output<typeof block.schema>;
