/**
 * The previous Shopify site's paths and their new homes. Targets are built from constants or known
 * slugs, so no request can steer a redirect off the site; the CMS refuses slugs this takes.
 */

/** A Redirect's old address as the storefront matches it: `/Old-Care-Guide/` is /old-care-guide. */
export function oldAddressOf(from: string): string {
  return from
    .trim()
    .replace(/^\/+|\/+$/g, "")
    .toLowerCase();
}

/** What the table needs to know about the site's content. */
export type RedirectLookup = {
  hasPage(slug: string): boolean;
  hasArticle(slug: string): boolean;
};

type Rule = {
  /** What the rule is for. */
  name: string;
  /** Matched against the lower-cased path without a trailing slash. */
  pattern: RegExp;
  /** The new path, or null to let the request fall through to a 404. */
  target(segments: string[], lookup: RedirectLookup): string | null;
};

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

function isSlug(value: string | undefined): value is string {
  return value !== undefined && SLUG.test(value);
}

const PAGE_MOVES: Record<string, string> = {
  "how-it-works": "/how-it-works",
  "measure-up": "/measure-up",
  faqs: "/faqs",
  contact: "/contact",
  "shipping-and-returns": "/faqs",
  "care-instructions": "/faqs",
  "our-story": "/experts",
};

const always = (path: string) => () => path;

/** Sandbox and web-pixel paths: the article they end in, /products if they name one, else home. */
function trackingTarget(segments: string[], lookup: RedirectLookup): string {
  const last = segments.at(-1);
  if (isSlug(last) && lookup.hasArticle(last)) return `/${last}`;
  if (segments.some((segment) => segment === "products" || segment === "product")) return "/products";
  return "/";
}

export const REDIRECT_RULES: readonly Rule[] = [
  { name: "old home path", pattern: /^\/home$/, target: always("/") },
  {
    name: "old article",
    pattern: /^\/blogs\/[^/]+\/(?!tagged$)[^/]+$/,
    target: (segments, lookup) => {
      const slug = segments[2];
      return isSlug(slug) && lookup.hasArticle(slug) ? `/${slug}` : "/blog";
    },
  },
  { name: "old blog index", pattern: /^\/blogs(\/.*)?$/, target: always("/blog") },
  { name: "cart", pattern: /^\/cart(\/.*)?$/, target: always("/buy") },
  { name: "care", pattern: /^\/care$/, target: always("/linen-care-guide") },
  { name: "gift card", pattern: /^\/(products\/|collections\/)?gift-card[^/]*(\/.*)?$/, target: always("/products") },
  { name: "collections", pattern: /^\/collections(\/.*)?$/, target: always("/products") },
  { name: "products wildcard", pattern: /^\/products\/.+$/, target: always("/products") },
  {
    name: "old pages",
    pattern: /^\/pages\/[^/]+$/,
    target: (segments, lookup) => {
      const slug = segments[1] ?? "";
      const moved = PAGE_MOVES[slug];
      if (moved) return moved;
      return isSlug(slug) && lookup.hasPage(slug) ? `/${slug}` : null;
    },
  },
  { name: "web pixels", pattern: /^\/(web-pixels[^/]*|wpm@[^/]*)(\/.*)?$/, target: trackingTarget },
  { name: "sandbox", pattern: /^\/(sandbox|cdn\/wpm)\/.*$/, target: trackingTarget },
];

/** The old path's new home, query kept; null when no rule applies or a rule finds nowhere to send. */
export function findRedirect(pathname: string, search: string, lookup: RedirectLookup): string | null {
  const segments = pathname
    .toLowerCase()
    .split("/")
    .filter((segment) => segment !== "");
  const path = `/${segments.join("/")}`;
  const rule = REDIRECT_RULES.find((candidate) => candidate.pattern.test(path));
  const target = rule?.target(segments, lookup) ?? null;
  if (target === null || target === path) return null;
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  return `${target}${query}`;
}
