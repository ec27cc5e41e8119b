/**
 * The pages the storefront finds by their slug. The CMS keeps the owner from
 * unpublishing or renaming `home` and `404` (services/cms/src/storefront-pages.ts names them there).
 */
export const HOME_SLUG = "home";
export const NOT_FOUND_SLUG = "404";
/** Its intro heads every blog article. */
export const BLOG_SLUG = "blog";

/** Where the page or article with this slug is on the site: the home page at `/`. */
export function pathOfSlug(slug: string): string {
  return slug === HOME_SLUG ? "/" : `/${encodeURIComponent(slug)}`;
}
