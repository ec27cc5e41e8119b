import { describe, expect, it } from "vitest";
import { normaliseHeader, normalisePage, type ContentIssue } from "../app/content/normalise";
import { homePageV4, homePageV5 } from "./fixtures/strapi-pages";

const mediaBaseUrl = "http://content.test:1337";

function normaliseWithIssues(entry: unknown) {
  const issues: ContentIssue[] = [];
  const page = normalisePage(entry, { mediaBaseUrl, report: (issue) => issues.push(issue) });
  return { page, issues };
}

describe("normalisePage", () => {
  it("gives the same domain page for the Strapi v4 and v5 shapes", () => {
    const v4 = normaliseWithIssues(homePageV4);
    const v5 = normaliseWithIssues(homePageV5);
    expect(v4.page).not.toBeNull();
    expect(v5.page).toEqual(v4.page);
    expect(v5.issues).toEqual(v4.issues);
  });

  it("maps SEO, buttons and media into domain types, with absolute media URLs", () => {
    const { page } = normaliseWithIssues(homePageV4);
    expect(page?.seo).toEqual({
      title: "Bedsmade | Tailored sheets",
      description: "Sheet sets tailored to your mattress.",
      keywords: ["tailored sheets", "organic cotton sateen"],
      image: expect.objectContaining({ url: "https://storage.example.com/bucket/og_default_b2/og_default_b2.svg", formats: [] }),
    });
    const intro = page?.blocks[0];
    if (intro?.component !== "blocks.home-intro") throw new Error("the first block should be the home intro");
    expect(intro).toMatchObject({
      component: "blocks.home-intro",
      key: "blocks.home-intro:1",
      heading: "Sheets made for your bed",
      button: { text: "Build your set", href: "/buy", arrow: true, backgroundColour: "primary-blue" },
      backgroundColour: "neutral-1",
    });
    expect(intro?.image).toEqual({
      url: "http://content.test:1337/uploads/home_hero_a1/home_hero_a1.webp",
      alt: "A made bed with white sateen sheets",
      width: 1600,
      height: 1000,
      mime: "image/webp",
      formats: [
        { url: "http://content.test:1337/uploads/thumbnail_home_hero_a1/thumbnail_home_hero_a1.webp", width: 245, height: 153 },
        { url: "http://content.test:1337/uploads/small_home_hero_a1/small_home_hero_a1.webp", width: 500, height: 313 },
        { url: "http://content.test:1337/uploads/large_home_hero_a1/large_home_hero_a1.webp", width: 1000, height: 625 },
      ],
    });
  });

  it("drops malformed and unknown blocks, reports each, and keeps the rest in order", () => {
    const { page, issues } = normaliseWithIssues(homePageV4);
    expect(page?.blocks.map((block) => block.key)).toEqual(["blocks.home-intro:1", "blocks.home-intro:3"]);
    expect(issues.map(({ problem, where }) => ({ problem, where }))).toEqual([
      { problem: "malformed-block", where: 'page "home", block 1 (blocks.home-intro)' },
      { problem: "unknown-block", where: 'page "home", block 2 (blocks.mystery-widget)' },
      { problem: "malformed-block", where: 'page "home", block 3' },
    ]);
    expect(issues[0]?.detail).toContain("heading");
  });

  it("applies content defaults: hidden buttons vanish, a missing colour is neutral-white", () => {
    const { page } = normaliseWithIssues(homePageV5);
    expect(page?.blocks[1]).toMatchObject({ heading: "A second intro", button: null, image: null, backgroundColour: "neutral-white" });
  });

  it("rejects an entry without a slug and reports it", () => {
    const { page, issues } = normaliseWithIssues({ id: 9, attributes: { pageContent: [] } });
    expect(page).toBeNull();
    expect(issues).toEqual([expect.objectContaining({ problem: "malformed-entry", where: "page" })]);
  });
});

describe("normaliseHeader", () => {
  it("keeps only visible items and links the account item to its page", () => {
    const header = normaliseHeader(
      {
        id: 1,
        attributes: {
          logo: { data: null },
          backgroundColour: "neutral-1",
          button: { id: 1, text: "Buy now", arrow: false, link: "buy", backgroundColour: "primary-blue", isVisible: true },
          headerItems: [
            { id: 1, itemType: "account", label: "Account", link: "account", isVisible: true },
            { id: 2, itemType: "cart", label: "Cart", link: null, isVisible: false },
          ],
        },
      },
      { mediaBaseUrl, report: () => undefined },
    );
    expect(header).toEqual({
      logo: null,
      backgroundColour: "neutral-1",
      button: { text: "Buy now", href: "/buy", arrow: false, backgroundColour: "primary-blue" },
      items: [{ kind: "account", label: "Account", href: "/account", icon: null, iconMobile: null }],
    });
  });
});
