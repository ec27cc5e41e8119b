import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { blockOf, normalised, parseBlock } from "../../../test/support/parse-blocks";
import { blogIntro as intro, picture } from "../../../test/support/placed-blocks";
import { Blocks } from "../Blocks";
import type { PlacedBlock } from "../block";
import type { ArticleSummary } from "./schema";
import { block as blogListing } from "./schema";

const summary = (slug: string, date: string): ArticleSummary => ({
  slug,
  heading: `About ${slug}`,
  date,
  readingTime: 4,
  image: picture,
});

const listing: PlacedBlock = {
  key: "blocks.blog-listing:1",
  component: "blocks.blog-listing",
  heading: "Latest articles",
  allLabel: "All",
  sections: [
    {
      slug: "sleep-well",
      label: "Sleep well",
      tagline: "Calmer evenings.",
      articles: [summary("wind-down", "2025-03-01")],
    },
    {
      slug: "fabric-and-care",
      label: "Fabric and care",
      tagline: null,
      articles: [summary("linen-care", "2025-08-18"), summary("wind-down", "2025-03-01")],
    },
  ],
};

/** The blog page as the content route serves it: the intro finds the listing in the route's loader data. */
function blogMarkup(url: string): string {
  const Stub = createRoutesStub([
    { id: "page", path: "/blog", Component: () => <Blocks blocks={[intro, listing]} />, loader: () => null },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={[url]}
      hydrationData={{ loaderData: { page: { view: { kind: "page", blocks: [intro, listing] } } } }}
    />,
  );
}

describe("blog listing", () => {
  it("shows every article once, newest first, under the default intro when no category is chosen", () => {
    const page = blogMarkup("/blog");
    expect(page).toMatch(/<h1[^>]*>The journal<\/h1>/);
    expect(page).toContain("Notes from the workroom.");
    expect(page.match(/class="blog-tile"/g)).toHaveLength(2);
    expect(page.indexOf("About linen-care")).toBeLessThan(page.indexOf("About wind-down"));
    expect(page).toContain('href="/linen-care"');
    expect(page).toContain("18 August 2025");
    expect(page).toMatch(/aria-current="true" href="\/blog"[^>]*>All</);
  });

  it("loads the first article's picture at once under the blog's intro, where it is the largest thing on a phone's first screen, and the rest lazily", () => {
    const images = blogMarkup("/blog").match(/<img[^>]*class="blog-tile__image"[^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[1]).toContain('loading="lazy"');
  });

  it("filters by the category in the URL, and the intro takes that category's label and tagline", () => {
    const page = blogMarkup("/blog?category=sleep-well");
    expect(page).toMatch(/<h1[^>]*>Sleep well<\/h1>/);
    expect(page).toContain("Calmer evenings.");
    expect(page).not.toContain("Notes from the workroom.");
    expect(page.match(/class="blog-tile"/g)).toHaveLength(1);
    expect(page).toMatch(/aria-current="true" href="\/blog\?category=sleep-well"/);
  });

  it("says so when the URL names a category that does not exist, and shows every article", () => {
    const page = blogMarkup("/blog?category=gardening");
    expect(page).toContain("We could not find that topic");
    expect(page).toMatch(/<h1[^>]*>The journal<\/h1>/);
    expect(page.match(/class="blog-tile"/g)).toHaveLength(2);
  });
});

describe("blog listing schema", () => {
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

  it("leaves out a blog section whose category is missing, and defaults an article's reading time to 5 minutes", () => {
    const parsed = parseBlock(blogListing, {
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
    const parsed = parseBlock(blogListing, {
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

  it("rejects a listing without its 'all' label, and leaves out an article tile without a slug", () => {
    expect(parseBlock(blogListing, { heading: "Latest", categorySections: [] }).success).toBe(false);
    const section = {
      blogCategory: { label: "L", slug: "l" },
      blog_articles: [{ heading: "No slug" }, { heading: "Linen in summer", slug: "linen-in-summer" }],
    };
    const parsed = parseBlock(blogListing, { heading: "Latest", allLabel: "All", categorySections: [section] });
    if (!parsed.success) throw parsed.error;
    expect(parsed.data.sections[0]?.articles.map((article) => article.slug)).toEqual(["linen-in-summer"]);
  });
});
