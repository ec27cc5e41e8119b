import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flattenStrapi } from "../app/content/flatten";
import { normaliseBlocks, type ContentIssue } from "../app/content/normalise";
import { block as blogFullWidthImage } from "../app/blocks/blog-full-width-image/schema";
import { block as blogRichText } from "../app/blocks/blog-rich-text/schema";
import { block as blogTwoColumn } from "../app/blocks/blog-two-column/schema";
import { block as measureSpecs } from "../app/blocks/measure-specs/schema";
import { block as productSize } from "../app/blocks/product-size/schema";
import { MEDIA_BASE_URL, seedArticle } from "./support/editorial-seed";
import { blockOf, normalised, parseBlock } from "./support/parse-blocks";

describe("editorial block schemas with the seed content", () => {
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

  const articles = readdirSync(
    path.resolve(import.meta.dirname, "../../../services/cms/seed/entries/blog-articles"),
  ).map((file) => file.replace(/\.yaml$/, ""));
  it.each(articles)("reads every block of the article %s", (slug) => {
    const article = seedArticle(slug);
    const issues: ContentIssue[] = [];
    const blocks = normaliseBlocks(
      flattenStrapi(article.blogContent, { mediaBaseUrl: MEDIA_BASE_URL }) as unknown[],
      slug,
      (issue) => issues.push(issue),
    );
    expect(issues).toEqual([]);
    expect(blocks.length).toBe((article.blogContent as unknown[]).length);
  });
});

describe("editorial block schemas with malformed content", () => {
  it("leaves out a size whose measurements are not numbers, and accepts decimals sent as strings", () => {
    const size = { size: "Queen", sizeKey: "queen", width: "152.5", length: 203, pillowcases: "2 x 51 x 76 cm" };
    const good = parseBlock(productSize, { heading: "Sizes", sizeDimensions: [size] });
    if (!good.success) throw good.error;
    expect(good.data.sizes[0]?.width).toBe(152.5);
    const wide = parseBlock(productSize, {
      heading: "Sizes",
      sizeDimensions: [size, { ...size, size: "King", sizeKey: "king", width: "wide" }],
    });
    if (!wide.success) throw wide.error;
    expect(wide.data.sizes.map((each) => each.sizeKey)).toEqual(["queen"]);
  });

  it("leaves out a size one of whose tables is malformed, rather than let its pillowcases pass for its sheets", () => {
    const sheets = { heading: "Tailored sheets", width: 152.5, length: 203 };
    const pillowcases = { heading: "Pillowcases", width: 51, length: 76 };
    const specs = parseBlock(measureSpecs, {
      heading: "Specs",
      sizeSpecs: [
        { size: "Queen", sizeKey: "queen", tables: [sheets, pillowcases] },
        { size: "King", sizeKey: "king", tables: [{ ...sheets, heading: " \n" }, pillowcases] },
      ],
    });
    if (!specs.success) throw specs.error;
    expect(specs.data.sizes.map((each) => [each.sizeKey, each.tables.map((table) => table.heading)])).toEqual([
      ["queen", ["Tailored sheets", "Pillowcases"]],
    ]);
  });

  it("requires the text of rich text and two-column blocks and the image of a full-width image", () => {
    expect(parseBlock(blogRichText, { text: "   " }).success).toBe(false);
    expect(parseBlock(blogTwoColumn, { heading: "Drying" }).success).toBe(false);
    expect(parseBlock(blogFullWidthImage, { caption: "A line" }).success).toBe(false);
    const twoColumn = parseBlock(blogTwoColumn, { text: "Shade is kind." });
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
