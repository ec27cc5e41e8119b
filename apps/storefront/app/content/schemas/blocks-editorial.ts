import { z } from "zod";
import type { ArticleSummary, BlogCategorySection, EditorialBlock, FaqSection, SizeDimension } from "../types";
import { background, type BlockSchemas, defineBlock, heading } from "./block-helpers";
import { centimetres, infoTile, list, sizeSpec } from "./entities";
import { articleDate, media, optionalButton, optionalMedia, optionalRichText, optionalText, readingTime, richText } from "./shared";

/** Schemas of the editorial pages' blocks (see block-types-editorial.ts). */

/** Strapi decimals arrive as numbers, or as strings from some databases. */
/** A URL fragment made from a heading: "Returns and exchanges" → "returns-and-exchanges". */
function anchorFrom(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

const faqQuestion = z.object({ question: z.string().trim().min(1), answer: richText });

const faqSection = z.object({
  heading: z.string().trim().min(1),
  iconSection: optionalMedia,
  iconFilter: optionalMedia,
  sectionBlocks: list(faqQuestion),
});

/** Sections get anchors from their headings, numbered when two headings read the same. */
const faqSections = list(faqSection).transform((sections): FaqSection[] => {
  const taken = new Set<string>();
  return sections.map((section) => {
    const base = anchorFrom(section.heading);
    let id = base;
    for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
    taken.add(id);
    return {
      id,
      heading: section.heading,
      icon: section.iconSection ?? section.iconFilter,
      questions: section.sectionBlocks.map((item, index) => ({ id: `${id}-${index + 1}`, ...item })),
    };
  });
});

const articleSummary: z.ZodType<ArticleSummary> = z.object({
  slug: z.string().trim().min(1),
  heading: z.string().trim().min(1),
  date: articleDate,
  readingTime,
  image: optionalMedia,
});

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
  .transform((section): BlogCategorySection | null =>
    section.blogCategory
      ? {
          slug: section.blogCategory.slug,
          label: section.blogCategory.label,
          tagline: section.tagline ?? section.blogCategory.tagline,
          articles: section.blog_articles,
        }
      : null,
  );

const sizeDimension: z.ZodType<SizeDimension> = z.object({
  size: z.string().trim().min(1),
  sizeKey: z.string().trim().min(1),
  width: centimetres,
  length: centimetres,
  pillowcases: z.string().trim().min(1),
  image: optionalMedia,
});

/** defineBlock for blocks whose Strapi field names differ from the domain's (`buySteps` → `steps`). */
function defineRenamedBlock<Component extends EditorialBlock["component"], Output extends object>(
  component: Component,
  fields: z.ZodType<Output>,
) {
  return fields.transform((parsed) => ({ component, ...parsed }));
}

export const editorialBlockSchemas: BlockSchemas<EditorialBlock["component"]> = {
  "blocks.faq-accordion": defineBlock(
    "blocks.faq-accordion",
    z.object({ heading: optionalText, text: optionalRichText, sections: faqSections }),
  ),
  "blocks.blog-intro-text": defineBlock("blocks.blog-intro-text", z.object({ heading, text: richText })),
  "blocks.blog-listing": defineRenamedBlock(
    "blocks.blog-listing",
    z
      .object({ heading, allLabel: z.string().trim().min(1), categorySections: list(blogCategorySection) })
      .transform(({ categorySections, ...fields }) => ({
        ...fields,
        sections: categorySections.filter((section) => section !== null),
      })),
  ),
  "blocks.blog-rich-text": defineBlock("blocks.blog-rich-text", z.object({ text: richText })),
  "blocks.blog-two-column": defineBlock(
    "blocks.blog-two-column",
    z.object({
      heading: optionalText,
      text: richText,
      image: optionalMedia,
      imagePosition: z
        .enum(["left", "right"])
        .nullish()
        .transform((position) => position ?? "right"),
    }),
  ),
  "blocks.blog-gallery": defineBlock("blocks.blog-gallery", z.object({ images: list(media), caption: optionalText })),
  "blocks.blog-full-width-image": defineBlock("blocks.blog-full-width-image", z.object({ image: media, caption: optionalText })),
  "blocks.buy-steps": defineRenamedBlock(
    "blocks.buy-steps",
    z
      .object({
        heading,
        buySteps: list(z.object({ label: z.string().trim().min(1), heading, text: optionalText })),
        inclusions: list(infoTile),
      })
      .transform(({ buySteps, inclusions, ...fields }) => ({
        ...fields,
        steps: buySteps,
        inclusions: inclusions.filter((tile) => tile.isVisible).map(({ isVisible: _isVisible, ...tile }) => tile),
      })),
  ),
  "blocks.product-size": defineRenamedBlock(
    "blocks.product-size",
    z
      .object({
        heading,
        text: optionalRichText,
        sizeDimensions: list(sizeDimension),
        button: optionalButton,
        backgroundColour: background("neutral-white"),
      })
      .transform(({ sizeDimensions, ...fields }) => ({ ...fields, sizes: sizeDimensions })),
  ),
  "blocks.measure-specs": defineRenamedBlock(
    "blocks.measure-specs",
    z
      .object({ heading, text: optionalRichText, sizeSpecs: list(sizeSpec), backgroundColour: background("neutral-white") })
      .transform(({ sizeSpecs, ...fields }) => ({ ...fields, sizes: sizeSpecs })),
  ),
};
