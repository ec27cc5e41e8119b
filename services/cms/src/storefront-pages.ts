import { REDIRECT_RULES } from "@bedsmade/form-rules";
import type { Core, UID } from "@strapi/strapi";

/**
 * Where the storefront shows what, in one place for the preview, the link check, the redirects and
 * the essential pages' guard.
 */

export const PAGE = "api::page.page" as UID.ContentType;
export const ARTICLE = "api::blog-article.blog-article" as UID.ContentType;
/** The content types shown at `/{slug}`. */
export const SLUGGED_TYPES: readonly UID.ContentType[] = [PAGE, ARTICLE];

export const HOME_SLUG = "home";
export const NOT_FOUND_SLUG = "404";
/** The pages the storefront draws itself rather than from a page entry (apps/storefront/app/routes.ts). */
export const STOREFRONT_PAGES: readonly string[] = ["buy", "account"];
/** Pages the storefront reads by slug, wherever it shows them (`buy` holds the purchase flow's words). */
export const PAGES_READ_BY_SLUG: readonly string[] = [HOME_SLUG, NOT_FOUND_SLUG, "buy"];
/** Every first segment of the storefront's own routes: no page or article is ever shown there. */
export const STOREFRONT_ROUTES: readonly string[] = [...STOREFRONT_PAGES, "api", "sitemap.xml", "robots.txt"];

export const isSlugged = (uid: string): uid is UID.ContentType => (SLUGGED_TYPES as readonly string[]).includes(uid);

/** Why `/{slug}` is taken before any page's, in the owner's words, or undefined when it is free. */
export function addressTakenBy(slug: string): string | undefined {
  const lowered = slug.toLowerCase();
  if (STOREFRONT_PAGES.includes(lowered)) return "is a page the storefront draws itself";
  if (STOREFRONT_ROUTES.includes(lowered)) return "is the storefront's own";
  const rule = REDIRECT_RULES.find((candidate) => candidate.pattern.test(`/${lowered}`));
  return rule ? `is one of the old site's (${rule.name}), which the storefront sends on to another page` : undefined;
}

/** The storefront path of a page or article with this slug. */
export function storefrontPath(slug: string): string {
  return slug === HOME_SLUG ? "/" : `/${slug}`;
}

/** The slug of a page or article in one of its versions, or undefined when that version does not exist. */
export async function slugOf(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: string,
  status: "draft" | "published",
): Promise<string | undefined> {
  const entry = await strapi.documents(uid).findOne({ documentId, status, fields: ["slug"] });
  return typeof entry?.slug === "string" ? entry.slug : undefined;
}
