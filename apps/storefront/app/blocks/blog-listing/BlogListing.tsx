import { useLocation } from "react-router";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import { BlogTile } from "./BlogTile";
import { CATEGORY_PARAM, useSelectedCategory } from "./blog-category";
import type { ArticleSummary, BlogCategorySection, BlogListingBlock } from "./schema";
import { Link } from "../../ui/Link";

/** Every article of every section, once each, newest first. */
function allArticles(sections: BlogCategorySection[]): ArticleSummary[] {
  const bySlug = new Map<string, ArticleSummary>();
  for (const section of sections) for (const article of section.articles) bySlug.set(article.slug, article);
  return [...bySlug.values()].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
}

function FilterLink({ label, category, selected }: { label: string; category: string | null; selected: boolean }) {
  // A real link, so filtering works without script; the scroll reset shows the intro, which changed too.
  const { pathname } = useLocation();
  const search = category ? `?${new URLSearchParams({ [CATEGORY_PARAM]: category }).toString()}` : "";
  return (
    <Link to={{ pathname, search }} className="blog-listing__filter" aria-current={selected ? "true" : undefined}>
      {label}
    </Link>
  );
}

function Filters({ block, selected }: { block: BlogListingBlock; selected: string | null }) {
  return (
    <nav className="blog-listing__filters" aria-label="Blog categories">
      <ul role="list">
        <li>
          <FilterLink label={block.allLabel} category={null} selected={selected === null} />
        </li>
        {block.sections.map((section) => (
          <li key={section.slug}>
            <FilterLink label={section.label} category={section.slug} selected={selected === section.slug} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The blog's article tiles under a category filter: 'all', or one category. */
export function BlogListing({ block, isFirst, nearTop = false }: BlockProps<BlogListingBlock>) {
  const { requested, section } = useSelectedCategory(block.sections);
  const articles = section ? section.articles : allArticles(block.sections);
  const unknownCategory = requested !== null && section === null;
  const status = section
    ? `${articles.length} ${articles.length === 1 ? "article" : "articles"} in ${section.label}`
    : `${articles.length} ${articles.length === 1 ? "article" : "articles"}`;

  return (
    <BlockSection name="blog-listing" backgroundColour="neutral-white" heading={block.heading} isFirst={isFirst}>
      <Filters block={block} selected={section?.slug ?? null} />
      {unknownCategory ? (
        <p className="blog-listing__notice">We could not find that topic, so here is every article instead.</p>
      ) : null}
      {/* Tells screen-reader users what the filter changed; sighted readers see the tiles change. */}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {articles.length > 0 ? (
        <ul className="blog-listing__tiles" role="list">
          {articles.map((article, index) => (
            <li key={article.slug}>
              <BlogTile
                article={article}
                eager={isFirst ? index < 3 : nearTop && index === 0}
                headingLevel={isFirst ? "h2" : "h3"}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>There are no articles in this topic yet. Choose {block.allLabel} to see every article.</p>
      )}
    </BlockSection>
  );
}
