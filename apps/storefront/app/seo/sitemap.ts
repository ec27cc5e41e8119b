import type { SlugAndDate } from "../content/normalise";
import { NOT_FOUND_SLUG, pathOfSlug } from "../content/page-slugs";

/** sitemap.xml and robots.txt, built from the content index. */

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function urlEntry(origin: string, path: string, updatedAt: string | null): string {
  const lastmod = updatedAt && !Number.isNaN(Date.parse(updatedAt)) ? new Date(updatedAt).toISOString() : null;
  return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
}

/** Every page but the 404 page (home at `/`), then every article at its top-level slug. */
export function buildSitemap(origin: string, index: { pages: SlugAndDate[]; articles: SlugAndDate[] }): string {
  const pages = index.pages
    .filter((page) => page.slug !== NOT_FOUND_SLUG)
    .map((page) => urlEntry(origin, pathOfSlug(page.slug), page.updatedAt));
  const articles = index.articles.map((article) => urlEntry(origin, pathOfSlug(article.slug), article.updatedAt));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...articles,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobots(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
