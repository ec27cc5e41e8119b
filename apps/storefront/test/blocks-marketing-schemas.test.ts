import { describe, expect, it } from "vitest";
import { normalisePage, type ContentIssue } from "../app/content/normalise";
import type { BlockComponent } from "../app/blocks/block";
import { blockSchemas } from "../app/blocks/schemas.server";
import { block as measureAbout } from "../app/blocks/measure-about/schema";
import { block as productContains } from "../app/blocks/product-contains/schema";
import { rating } from "../app/model/entities";
import type { PlacedBlock } from "../app/blocks/block";
import { seedBlock, seedPage } from "./support/marketing-seed";

const MARKETING_PAGES = ["how-it-works", "measure-up", "experts", "testimonials", "contact", "products", "404", "home"];

function parseSeedPage(slug: string): { blocks: PlacedBlock[]; issues: ContentIssue[] } {
  return parseSeedPageContent(seedPage(slug));
}

function parseSeedPageContent(entry: ReturnType<typeof seedPage>): { blocks: PlacedBlock[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const page = normalisePage(entry, {
    mediaBaseUrl: "http://content.test",
    report: (issue) => issues.push(issue),
  });
  return { blocks: page?.blocks ?? [], issues };
}

/** Where each marketing block appears in the seed. */
const SEED_HOMES = {
  "blocks.page-intro": "measure-up",
  "blocks.how-it-works-intro": "how-it-works",
  "blocks.product-contains": "products",
  "blocks.experts": "how-it-works",
  "blocks.experts-about": "experts",
  "blocks.expert-profiles-1": "experts",
  "blocks.expert-profiles-2": "experts",
  "blocks.experts-process": "experts",
  "blocks.testimonials-grid": "testimonials",
  "blocks.measure-about": "measure-up",
  "blocks.product-video": "measure-up",
  "blocks.not-found": "404",
  "blocks.contact-details": "contact",
  "blocks.contact-form": "contact",
} satisfies Partial<Record<BlockComponent, string>>;
type MarketingComponent = keyof typeof SEED_HOMES;

/** One way to break each block that the schema must catch. */
const BREAKAGES: Record<MarketingComponent, (block: Record<string, unknown>) => Record<string, unknown>> = {
  "blocks.page-intro": (block) => ({ ...block, heading: "" }),
  "blocks.how-it-works-intro": (block) => ({ ...block, backgroundColour: "hot-pink" }),
  "blocks.product-contains": (block) => ({ ...block, heading: "   " }),
  "blocks.experts": ({ heading: _heading, ...block }) => block,
  "blocks.experts-about": ({ heading: _heading, ...block }) => block,
  "blocks.expert-profiles-1": (block) => ({ ...block, expert: null }),
  "blocks.expert-profiles-2": (block) => ({ ...block, experts: "everyone" }),
  "blocks.experts-process": (block) => ({ ...block, heading: 4 }),
  "blocks.testimonials-grid": (block) => ({ ...block, heading: null }),
  "blocks.measure-about": (block) => ({ ...block, button: { arrow: true } }),
  "blocks.product-video": (block) => ({ ...block, video: block.poster }),
  "blocks.not-found": (block) => ({ ...block, message: "  " }),
  "blocks.contact-details": (block) => ({ ...block, heading: "" }),
  "blocks.contact-form": (block) => ({ ...block, emailLabel: "" }),
};

/** One way to break an item of each block's list, which leaves that item out and keeps the others. */
const ITEM_BREAKAGES = [
  { component: "blocks.product-contains", list: "items", item: { text: "a tile without a heading" } },
  { component: "blocks.experts", list: "experts", item: { name: "No role" } },
  { component: "blocks.experts-process", list: "steps", item: { heading: 4 } },
  {
    component: "blocks.testimonials-grid",
    list: "testimonials",
    item: { name: "Zoe", date: "2026-01-02", rating: "stars-6", review: "Six stars" },
  },
  {
    component: "blocks.contact-details",
    list: "contacts",
    item: { type: "fax", linkUrl: "02 9999 9999", linkText: "Fax" },
  },
] as const;

describe("marketing block schemas", () => {
  it.each(MARKETING_PAGES)("read every block of the seed page %s without an issue", (slug) => {
    const { blocks, issues } = parseSeedPage(slug);
    const components = seedPage(slug).pageContent.map((item) => String(item.__component));
    const marketingHere = components.filter((component) => Object.hasOwn(SEED_HOMES, component));
    expect(issues.filter((issue) => issue.problem === "malformed-block")).toEqual([]);
    expect(blocks.map((block) => block.component)).toEqual(expect.arrayContaining(marketingHere));
  });

  it.each(Object.keys(SEED_HOMES) as MarketingComponent[])("reject a malformed %s", (component) => {
    const good = seedBlock(SEED_HOMES[component], component);
    const schema = blockSchemas.get(component);
    expect(schema?.safeParse(good).success).toBe(true);
    expect(schema?.safeParse(BREAKAGES[component](good)).success).toBe(false);
  });

  it.each(ITEM_BREAKAGES)(
    "leave a malformed item of $component's $list out, keep the rest of the list and report it",
    ({ component, list, item }) => {
      const page = seedPage(SEED_HOMES[component]);
      const good = seedBlock(SEED_HOMES[component], component);
      const items = good[list] as unknown[];
      expect(items.length).toBeGreaterThan(0);
      const broken = { ...good, [list]: [...items, item] };
      const { blocks, issues } = parseSeedPageContent({ ...page, pageContent: [broken] });
      const listOf = (block: unknown) => (block as Record<string, unknown[]>)[list];
      expect(blocks.map((block) => block.component)).toEqual([component]);
      const unbroken = parseSeedPageContent({ ...page, pageContent: [good] }).blocks[0];
      expect(listOf(blocks[0])).toEqual(listOf(unbroken));
      expect(issues).toEqual([
        expect.objectContaining({
          problem: "malformed-item",
          where: expect.stringContaining(component),
          detail: expect.stringContaining(`item ${items.length + 1} of a list left out`),
        }),
      ]);
    },
  );

  it("drops only the malformed block and keeps the rest of the page", () => {
    const page = seedPage("how-it-works");
    const [intro, ...rest] = page.pageContent;
    const broken = { ...page, pageContent: [{ ...intro, heading: null }, ...rest] };
    const issues: ContentIssue[] = [];
    const parsed = normalisePage(broken, {
      mediaBaseUrl: "http://content.test",
      report: (issue) => issues.push(issue),
    });
    expect(parsed?.blocks.map((block) => block.component)).toEqual(rest.map((block) => block.__component));
    expect(issues).toEqual([
      expect.objectContaining({
        problem: "malformed-block",
        where: expect.stringContaining("blocks.how-it-works-intro"),
      }),
    ]);
  });

  it("renders richtext to sanitised HTML and drops hidden tiles", () => {
    const block = seedBlock("measure-up", "blocks.measure-about");
    const parsed = measureAbout.schema.parse({ ...block, text: "**Depth** <script>alert(1)</script>" });
    expect(parsed.text).toContain("<strong>Depth</strong>");
    expect(parsed.text).not.toContain("<script");
    const contains = seedBlock("products", "blocks.product-contains");
    const items = contains.items as Record<string, unknown>[];
    const hidden = productContains.schema.parse({
      ...contains,
      items: [{ ...items[0], isVisible: false }, ...items.slice(1)],
    });
    expect(hidden.items).toHaveLength(items.length - 1);
  });
});

describe("testimonial rating", () => {
  it.each([
    ["stars-1", 1],
    ["stars-5", 5],
    [3, 3],
    ["4", 4],
  ])("reads %j as %i stars", (input, stars) => {
    expect(rating.parse(input)).toBe(stars);
  });

  it.each(["stars-0", "stars-6", 0, 6, 4.5, "five", null])("rejects %j", (input) => {
    expect(rating.safeParse(input).success).toBe(false);
  });
});
