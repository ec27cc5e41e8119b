import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ArticleView } from "../app/routing/ArticleView";
import { Blocks } from "../app/blocks/Blocks";
import type { PlacedBlock } from "../app/blocks/block";
import type { ArticleSummary } from "../app/blocks/blog-listing/schema";
import type { Html } from "../app/model/html";
import type { Media } from "../app/model/media";
import type { Article } from "../app/content/types";
import { routerMarkup as markup } from "./support/seed-blocks";

const picture: Media = {
  url: "http://content.test/uploads/bed/bed.webp",
  alt: "A made bed",
  width: 1200,
  height: 800,
  mime: "image/webp",
  formats: [],
};
const html = (text: string) => text as Html;
const summary = (slug: string, date: string): ArticleSummary => ({
  slug,
  heading: `About ${slug}`,
  date,
  readingTime: 4,
  image: picture,
});

const intro: PlacedBlock = {
  key: "blocks.blog-intro-text:1",
  component: "blocks.blog-intro-text",
  heading: "The journal",
  text: html("<p>Notes from the workroom.</p>"),
};
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

const sizes: PlacedBlock = {
  key: "blocks.product-size:1",
  component: "blocks.product-size",
  heading: "Find your size",
  text: null,
  sizes: [
    { size: "Queen", sizeKey: "queen", width: 152.5, length: 203, pillowcases: "2 x 51 x 76 cm", image: null },
    { size: "Super King", sizeKey: "super-king", width: 203, length: 203, pillowcases: "2 x 51 x 102 cm", image: null },
  ],
  button: null,
  backgroundColour: "neutral-white",
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

describe("editorial blocks", () => {
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

  it("keeps the default intro above an article, where there is no listing to filter", () => {
    const Stub = createRoutesStub([
      { id: "page", path: "/:slug", Component: () => <Blocks blocks={[intro]} />, loader: () => null },
    ]);
    const page = renderToStaticMarkup(
      <Stub
        initialEntries={["/linen-care?category=sleep-well"]}
        hydrationData={{ loaderData: { page: { view: { kind: "article", intro: [intro] } } } }}
      />,
    );
    expect(page).toMatch(/<h1[^>]*>The journal<\/h1>/);
    expect(page).toContain("Notes from the workroom.");
  });

  it("renders every size panel under its own heading before the page is interactive", () => {
    const page = markup([sizes]);
    expect(page).not.toContain('role="tablist"');
    expect(page).toMatch(/<h2[^>]*>Queen<\/h2>/);
    expect(page).toMatch(/<h2[^>]*>Super King<\/h2>/);
    expect(page).toContain("152.5 cm");
    expect(page).toContain("Variable");
    expect(page).toContain("2 x 51 x 102 cm");
  });
});

describe("ArticleView", () => {
  const article: Article = {
    slug: "linen-care-guide",
    heading: "The linen care guide",
    subHeading: "Soft for years.",
    date: "2025-08-18",
    readingTime: 5,
    image: picture,
    author: null,
    category: null,
    seo: { title: null, description: null, keywords: [], image: null },
    blocks: [
      {
        key: "blocks.blog-rich-text:1",
        component: "blocks.blog-rich-text",
        text: html("<h2>Washing</h2><p>Cold water.</p>"),
      },
    ],
  };

  const render = (value: Article) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <ArticleView article={value} />
      </MemoryRouter>,
    );

  it("shows the heading, date, brand byline, reading time, an eager hero and the body blocks", () => {
    const page = render(article);
    expect(page).toMatch(/<h1[^>]*>The linen care guide<\/h1>/);
    expect(page).toContain('<time dateTime="2025-08-18">18 August 2025</time>');
    expect(page).toContain("by Bedsmade");
    expect(page).toContain("5 min read");
    expect(page).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(page).toContain("<h2>Washing</h2>");
  });

  it("credits the named author", () => {
    const page = render({ ...article, author: "Lena Marković", readingTime: 4 });
    expect(page).toContain("by Lena Marković");
    expect(page).toContain("4 min read");
  });
});
