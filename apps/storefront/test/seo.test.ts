import { describe, expect, it } from "vitest";
import type { PlacedBlock } from "../app/blocks/block";
import type { Html } from "../app/model/html";
import type { Article, Seo } from "../app/content/types";
import { blogPosting, faqPage, textOfHtml } from "../app/seo/json-ld";
import { contentRouteMeta } from "../app/content-pages/content-meta";
import { buildPageMeta, pageName } from "../app/seo/meta";
import { buildRobots, buildSitemap } from "../app/seo/sitemap";

const ORIGIN = "https://bedsmade.test";
const seo: Seo = {
  title: "Frequently asked questions | Bedsmade",
  description: "Answers about shipping and returns.",
  keywords: ["shipping", "returns"],
  image: {
    url: "https://cdn.test/faq.webp",
    libraryName: null,
    alt: "A folded sheet set",
    width: 1200,
    height: 630,
    mime: "image/webp",
    colour: null,
    version: null,
  },
};

describe("sitemap.xml", () => {
  const xml = buildSitemap(ORIGIN, {
    pages: [
      { slug: "home", updatedAt: "2026-11-01T10:00:00.000Z" },
      { slug: "faqs", updatedAt: "2026-10-02T08:30:00.000Z" },
      { slug: "buy", updatedAt: null },
      { slug: "404", updatedAt: "2026-10-02T08:30:00.000Z" },
    ],
    articles: [{ slug: "linen-care-guide", updatedAt: "2026-09-03T00:00:00.000Z" }],
  });

  it("lists home at /, every page but 404 (buy included) and every article, with lastmod from updatedAt", () => {
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([`${ORIGIN}/`, `${ORIGIN}/faqs`, `${ORIGIN}/buy`, `${ORIGIN}/linen-care-guide`]);
    expect(xml).toContain(`<url><loc>${ORIGIN}/faqs</loc><lastmod>2026-10-02T08:30:00.000Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/buy</loc></url>`);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });

  it("escapes what XML cannot hold", () => {
    const odd = buildSitemap("https://a.test", { pages: [{ slug: "a&b<c>", updatedAt: "not a date" }], articles: [] });
    expect(odd).toContain("<loc>https://a.test/a%26b%3Cc%3E</loc></url>");
  });

  it("robots.txt allows everything but the API and names the sitemap", () => {
    expect(buildRobots(ORIGIN)).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe("page meta", () => {
  it("carries title, description, joined keywords, Open Graph, canonical and JSON-LD", () => {
    const meta = buildPageMeta({
      origin: ORIGIN,
      path: "/faqs",
      seo,
      fallbackTitle: "FAQs",
      breadcrumbs: [{ name: "FAQs", path: "/faqs" }],
    });
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: seo.title },
        { name: "description", content: seo.description },
        { name: "keywords", content: "shipping, returns" },
        { property: "og:title", content: seo.title },
        { property: "og:description", content: seo.description },
        { property: "og:image", content: "https://cdn.test/faq.webp" },
        { property: "og:url", content: `${ORIGIN}/faqs` },
        { tagName: "link", rel: "canonical", href: `${ORIGIN}/faqs` },
      ]),
    );
    const documents = meta.flatMap((tag) =>
      "script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : [],
    );
    expect(documents.map((document) => document["@type"])).toEqual(["Organization", "BreadcrumbList"]);
    expect(documents[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: `${ORIGIN}/` },
        { position: 2, name: "FAQs", item: `${ORIGIN}/faqs` },
      ],
    });
  });

  it("falls back to the given title and leaves out what the content does not have", () => {
    const meta = buildPageMeta({
      origin: ORIGIN,
      path: "/",
      seo: { title: null, description: null, keywords: [], image: null },
      fallbackTitle: "Bedsmade",
      breadcrumbs: [],
    });
    expect(meta).toContainEqual({ title: "Bedsmade" });
    expect(meta.some((tag) => "name" in tag && (tag.name === "description" || tag.name === "keywords"))).toBe(false);
    expect(meta.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
  });

  it("names a page by its title before the brand, else by its slug", () => {
    expect(pageName(seo, "faqs")).toBe("Frequently asked questions");
    expect(pageName({ ...seo, title: null }, "how-it-works")).toBe("How it works");
  });
});

const faq = {
  component: "blocks.faq-accordion",
  key: "blocks.faq-accordion:1",
  heading: null,
  text: null,
  sections: [
    {
      id: "shipping",
      heading: "Shipping",
      icon: null,
      questions: [
        {
          id: "1",
          question: "Is shipping free?",
          answer: "<p>Yes, <strong>free</strong> &amp; tracked.</p>" as Html,
        },
      ],
    },
  ],
} as PlacedBlock;

describe("structured data", () => {
  const article: Article = {
    slug: "linen-care-guide",
    heading: "The linen care guide",
    subHeading: "How to wash and dry sateen.",
    date: "2025-08-18",
    readingTime: 4,
    image: null,
    author: null,
    category: { slug: "fabric-and-care", label: "Fabric and care" },
    seo,
    blocks: [],
  };

  it("describes an article as a BlogPosting, credited to the brand when it has no author", () => {
    expect(blogPosting(ORIGIN, article, "2026-01-02T00:00:00.000Z")).toMatchObject({
      "@type": "BlogPosting",
      headline: "The linen care guide",
      description: "How to wash and dry sateen.",
      datePublished: "2025-08-18",
      dateModified: "2026-01-02T00:00:00.000Z",
      author: { "@type": "Organization", name: "Bedsmade" },
      image: "https://cdn.test/faq.webp",
      mainEntityOfPage: `${ORIGIN}/linen-care-guide`,
    });
    expect(blogPosting(ORIGIN, { ...article, author: "Lena" }, null).author).toEqual({
      "@type": "Person",
      name: "Lena",
    });
  });

  it("turns FAQ accordions into a FAQPage with plain-text answers", () => {
    expect(faqPage([faq])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Is shipping free?",
          acceptedAnswer: { "@type": "Answer", text: "Yes, free & tracked." },
        },
      ],
    });
    expect(faqPage([])).toBeNull();
  });

  it("adds the FAQPage to a content page's head from the blocks it shows, after the loader's tags", () => {
    const loaderTags = [{ title: "FAQ | Bedsmade" }];
    const withFaq = contentRouteMeta({ view: { kind: "page", blocks: [faq] }, meta: loaderTags });
    expect(withFaq).toEqual([...loaderTags, { "script:ld+json": faqPage([faq]) }]);
    // A block sent as HTML carries no content in the page's data; the FAQ accordion never is one.
    const marker = { component: "blocks.faq-accordion", key: faq.key, sentAsHtml: true } as const;
    expect(contentRouteMeta({ view: { kind: "page", blocks: [marker] }, meta: loaderTags })).toEqual(loaderTags);
    expect(contentRouteMeta({ view: { kind: "not-found", blocks: [faq] }, meta: loaderTags })).toEqual(loaderTags);
    expect(contentRouteMeta(undefined)).toEqual([]);
  });

  it("strips tags and entities from answers", () => {
    expect(textOfHtml("<ul><li>One&nbsp;two</li><li>&lt;three&gt;</li></ul>")).toBe("One two <three>");
  });
});
