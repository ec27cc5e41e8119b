import type { z } from "zod";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flattenStrapi } from "../app/content/flatten";
import { normaliseBlocks, normalisePage, type ContentIssue } from "../app/content/normalise";
import { block as blogFullWidthImage } from "../app/blocks/blog-full-width-image/schema";
import { block as blogListing } from "../app/blocks/blog-listing/schema";
import { block as blogRichText } from "../app/blocks/blog-rich-text/schema";
import { block as blogTwoColumn } from "../app/blocks/blog-two-column/schema";
import { block as faqAccordion } from "../app/blocks/faq-accordion/schema";
import { block as measureSpecs } from "../app/blocks/measure-specs/schema";
import { block as productSize } from "../app/blocks/product-size/schema";
import type { BlockComponent, BlockOf, PlacedBlock } from "../app/blocks/block";
import type { Page } from "../app/content/types";
import { MEDIA_BASE_URL, seedArticle, seedPage } from "./blocks-editorial.seed";

function normalised(slug: string): { page: Page; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const page = normalisePage(seedPage(slug), { mediaBaseUrl: MEDIA_BASE_URL, report: (issue) => issues.push(issue) });
  if (!page) throw new Error(`seed page ${slug} did not normalise`);
  return { page, issues };
}

function blockOf<Component extends BlockComponent>(page: Page, component: Component): BlockOf<Component> {
  const block = page.blocks.find(
    (candidate): candidate is PlacedBlock & BlockOf<Component> => candidate.component === component,
  );
  if (!block) throw new Error(`${component} missing from page ${page.slug}`);
  return block;
}

function first<Item>(items: Item[]): Item {
  const [item] = items;
  if (item === undefined) throw new Error("expected at least one item");
  return item;
}

function parse<Schema extends z.ZodType>(block: { uid: string; schema: Schema }, fields: object) {
  return block.schema.safeParse(flattenStrapi({ __component: block.uid, ...fields }, { mediaBaseUrl: MEDIA_BASE_URL }));
}

describe("editorial block schemas with the seed content", () => {
  it("reads the FAQ page: sections with anchors and icons, questions with rendered markdown answers", () => {
    const { page, issues } = normalised("faqs");
    const faq = blockOf(page, "blocks.faq-accordion");
    expect(issues.filter((issue) => issue.where.includes("faq-accordion"))).toEqual([]);
    expect(faq.heading).toBe("How can we help?");
    expect(faq.text).toContain('<a href="/contact">contact us</a>');
    expect(faq.sections.map((section) => section.id)).toContain("returns-and-exchanges");
    expect(new Set(faq.sections.map((section) => section.id)).size).toBe(faq.sections.length);
    const shipping = first(faq.sections);
    expect(shipping.icon?.url).toMatch(/^http:\/\/content\.test\/uploads\/.+\.svg$/);
    expect(shipping.questions[0]).toMatchObject({ id: "shipping-1", question: "How much does shipping cost?" });
    expect(first(shipping.questions).answer).toContain("<strong>free</strong>");
    const questionIds = faq.sections.flatMap((section) => section.questions.map((question) => question.id));
    expect(new Set(questionIds).size).toBe(questionIds.length);
  });

  it("reads the blog page: the intro and a listing whose filters carry their category's label and tagline", () => {
    const { page, issues } = normalised("blog");
    expect(issues).toEqual([]);
    expect(blockOf(page, "blocks.blog-intro-text").text).toContain("<p>Notes from our workroom");
    const listing = blockOf(page, "blocks.blog-listing");
    expect(listing.allLabel).toBe("All");
    expect(listing.sections.map((section) => [section.slug, section.label])).toEqual([
      ["sleep-well", "Sleep well"],
      ["fabric-and-care", "Fabric and care"],
      ["fit-and-style", "Fit and style"],
    ]);
    const care = listing.sections[1];
    expect(care?.tagline).toMatch(/^What your sheets are made of/);
    expect(care?.articles[0]).toMatchObject({ slug: "linen-care-guide", date: "2025-08-18", readingTime: 4 });
    expect(care?.articles[0]?.image?.width).toBe(800);
  });

  it("reads the size browser and the measurement tables of /measure-up and /products", () => {
    const measureUp = normalised("measure-up").page;
    const sizes = blockOf(measureUp, "blocks.product-size").sizes;
    expect(sizes.map((size) => [size.size, size.width, size.length])).toEqual([
      ["Double", 138.5, 190],
      ["Queen", 152.5, 203],
      ["King", 183.5, 203],
      ["Super King", 203, 203],
    ]);
    const specs = blockOf(measureUp, "blocks.measure-specs").sizes;
    expect(
      specs
        .find((spec) => spec.sizeKey === "super-king")
        ?.tables.map((table) => [table.heading, table.width, table.length, table.depth]),
    ).toEqual([
      ["Tailored Sheets", 203, 203, "Variable"],
      ["Pillowcases", 51, 102, null],
    ]);
    const products = normalised("products").page;
    expect(blockOf(products, "blocks.product-size").sizes.every((size) => size.image !== null)).toBe(true);
  });

  it("reads the buy steps: four labelled steps and three inclusions", () => {
    const buy = blockOf(normalised("buy").page, "blocks.buy-steps");
    expect(buy.steps.map((step) => step.label)).toEqual(["Product", "Details", "Services", "Checkout"]);
    expect(buy.inclusions.map((tile) => tile.heading)).toEqual([
      "Fitted bottom sheet",
      "Tailored top sheet",
      "2x pillowcases",
    ]);
  });

  it.each(["terms", "privacy"])("renders the rich text of /%s to HTML with its headings", (slug) => {
    const { page, issues } = normalised(slug);
    expect(issues).toEqual([]);
    expect(blockOf(page, "blocks.blog-rich-text").text).toMatch(/<h2>[^<]+<\/h2>/);
  });

  const articles = readdirSync(
    path.resolve(import.meta.dirname, "../../../services/cms/seed/entries/blog-articles"),
  ).map((file) => file.replace(/\.yaml$/, ""));
  it.each(articles)("reads every block of the article %s", (slug) => {
    const article = seedArticle(slug);
    const issues: ContentIssue[] = [];
    const blocks = normaliseBlocks(
      flattenStrapi(article.pageContent, { mediaBaseUrl: MEDIA_BASE_URL }) as unknown[],
      slug,
      (issue) => issues.push(issue),
    );
    expect(issues).toEqual([]);
    expect(blocks.length).toBe((article.pageContent as unknown[]).length);
  });
});

describe("editorial block schemas with malformed content", () => {
  const question = { question: "Do you ship overseas?", answer: "Yes, to **New Zealand** and worldwide." };

  it("drops an FAQ whose question has no answer", () => {
    expect(
      parse(faqAccordion, {
        heading: "Help",
        sections: [{ heading: "Shipping", sectionBlocks: [{ question: "Why?" }] }],
      }).success,
    ).toBe(false);
  });

  it("numbers FAQ anchors when two sections share a heading, and strips scripts from answers", () => {
    const parsed = parse(faqAccordion, {
      heading: null,
      sections: [
        { heading: "Care & washing", sectionBlocks: [question] },
        {
          heading: "Care & washing",
          sectionBlocks: [{ question: "Bleach?", answer: "No <script>alert(1)</script>bleach" }],
        },
      ],
    });
    if (!parsed.success) throw parsed.error;
    expect(parsed.data.heading).toBeNull();
    expect(parsed.data.text).toBeNull();
    expect(parsed.data.sections.map((section) => section.id)).toEqual(["care-washing", "care-washing-2"]);
    expect(parsed.data.sections[1]?.questions[0]?.answer).toContain("bleach");
    expect(parsed.data.sections[1]?.questions[0]?.answer).not.toContain("<script");
  });

  it("leaves out a blog section whose category is missing, and defaults an article's reading time to 5 minutes", () => {
    const parsed = parse(blogListing, {
      heading: "Latest",
      allLabel: "All",
      categorySections: [
        { blogCategory: null, blog_articles: [] },
        {
          blogCategory: { label: "Sleep well", slug: "sleep-well", tagline: "Rest" },
          tagline: null,
          blog_articles: [{ slug: "a", heading: "A", date: "2026-01-02" }],
        },
      ],
    });
    if (!parsed.success) throw parsed.error;
    expect(parsed.data.sections).toEqual([
      {
        slug: "sleep-well",
        label: "Sleep well",
        tagline: "Rest",
        articles: [{ slug: "a", heading: "A", date: "2026-01-02", readingTime: 5, image: null }],
      },
    ]);
  });

  it("reads Strapi v4 relations wrapped in data and attributes", () => {
    const parsed = parse(blogListing, {
      heading: "Latest",
      allLabel: "All",
      categorySections: [
        {
          blogCategory: { data: { id: 1, attributes: { label: "Fit and style", slug: "fit-and-style" } } },
          blog_articles: {
            data: [
              {
                id: 4,
                attributes: { slug: "styling-your-bed", heading: "Styling", date: "2026-02-03", readingTime: 6 },
              },
            ],
          },
        },
      ],
    });
    if (!parsed.success) throw parsed.error;
    expect(parsed.data.sections[0]?.articles[0]).toMatchObject({ slug: "styling-your-bed", readingTime: 6 });
  });

  it("rejects a listing without its 'all' label, and an article tile without a slug", () => {
    expect(parse(blogListing, { heading: "Latest", categorySections: [] }).success).toBe(false);
    const tileWithoutSlug = { blogCategory: { label: "L", slug: "l" }, blog_articles: [{ heading: "No slug" }] };
    expect(
      parse(blogListing, { heading: "Latest", allLabel: "All", categorySections: [tileWithoutSlug] }).success,
    ).toBe(false);
  });

  it("rejects measurements that are not numbers, and accepts decimals sent as strings", () => {
    const size = { size: "Queen", sizeKey: "queen", width: "152.5", length: 203, pillowcases: "2 x 51 x 76 cm" };
    const good = parse(productSize, { heading: "Sizes", sizeDimensions: [size] });
    if (!good.success) throw good.error;
    expect(good.data.sizes[0]?.width).toBe(152.5);
    expect(parse(productSize, { heading: "Sizes", sizeDimensions: [{ ...size, width: "wide" }] }).success).toBe(false);
    expect(
      parse(measureSpecs, {
        heading: "Specs",
        sizeSpecs: [{ size: "Queen", sizeKey: "queen", tables: [{ heading: "Sheets", length: 203 }] }],
      }).success,
    ).toBe(false);
  });

  it("requires the text of rich text and two-column blocks and the image of a full-width image", () => {
    expect(parse(blogRichText, { text: "   " }).success).toBe(false);
    expect(parse(blogTwoColumn, { heading: "Drying" }).success).toBe(false);
    expect(parse(blogFullWidthImage, { caption: "A line" }).success).toBe(false);
    const twoColumn = parse(blogTwoColumn, { text: "Shade is kind." });
    if (!twoColumn.success) throw twoColumn.error;
    expect(twoColumn.data).toMatchObject({ heading: null, image: null, imagePosition: "right" });
  });

  it("drops a malformed block from a page and keeps the rest", () => {
    const issues: ContentIssue[] = [];
    const blocks = normaliseBlocks(
      [
        { __component: "blocks.buy-steps", id: 1, buySteps: [] },
        { __component: "blocks.blog-rich-text", id: 1, text: "Still here." },
      ],
      "page test",
      (issue) => issues.push(issue),
    );
    expect(blocks.map((block) => block.component)).toEqual(["blocks.blog-rich-text"]);
    expect(issues).toMatchObject([{ problem: "malformed-block", where: "page test, block 0 (blocks.buy-steps)" }]);
  });
});
