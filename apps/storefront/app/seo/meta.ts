import type { MetaDescriptor } from "react-router";
import type { Seo } from "../content/types";
import { breadcrumbList, organization, SITE_NAME, type Crumb } from "./json-ld";

/**
 * What a content page puts in <head> for search engines and link previews, built by the loader (which
 * knows the site's origin) and handed to the route's meta function as plain data.
 */

export type PageSeoInput = {
  origin: string;
  /** The page's path, `/` for home; canonical and og:url are origin + path, without the query. */
  path: string;
  seo: Seo;
  /** The title when the content has none. */
  fallbackTitle: string;
  /** From home to this page; empty for home itself. */
  breadcrumbs: Crumb[];
  /** Further JSON-LD documents (BlogPosting); a page's FAQPage is added by contentRouteMeta. */
  structuredData?: Record<string, unknown>[];
  /** Pages that must not be indexed (the 404 page). */
  noIndex?: boolean;
};

export function buildPageMeta(input: PageSeoInput): MetaDescriptor[] {
  const { origin, path, seo } = input;
  const title = seo.title ?? input.fallbackTitle;
  const url = `${origin}${path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:type", content: input.structuredData?.some(isBlogPosting) ? "article" : "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (seo.description) {
    tags.push(
      { name: "description", content: seo.description },
      { property: "og:description", content: seo.description },
    );
  }
  if (seo.keywords.length > 0) tags.push({ name: "keywords", content: seo.keywords.join(", ") });
  if (seo.image) {
    tags.push({ property: "og:image", content: seo.image.url });
    if (seo.image.alt) tags.push({ property: "og:image:alt", content: seo.image.alt });
  }
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });

  const crumbs = [{ name: "Home", path: "/" }, ...input.breadcrumbs];
  tags.push({ "script:ld+json": organization(origin) }, { "script:ld+json": breadcrumbList(origin, crumbs) });
  for (const document of input.structuredData ?? []) tags.push({ "script:ld+json": document });
  return tags;
}

function isBlogPosting(document: Record<string, unknown>): boolean {
  return document["@type"] === "BlogPosting";
}

/** A page's name for breadcrumbs: its SEO title up to the brand suffix, else its slug in words. */
export function pageName(seo: Seo, slug: string): string {
  const fromTitle = seo.title?.split(/\s+[|–—-]\s+/)[0]?.trim();
  if (fromTitle) return fromTitle;
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
