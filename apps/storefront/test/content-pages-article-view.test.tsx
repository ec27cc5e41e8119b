import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ArticleView } from "../app/content-pages/ArticleView";
import type { Article } from "../app/content/types";
import { html, picture } from "./support/placed-blocks";

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
