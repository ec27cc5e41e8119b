import { useMatches, useSearchParams } from "react-router";
import type { BlogCategorySection, BlogListingBlock } from "./schema";

/** The query parameter both blog blocks read: `/blog?category=sleep-well`. */
export const CATEGORY_PARAM = "category";

function isListing(value: unknown): value is BlogListingBlock {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { component?: unknown }).component === "blocks.blog-listing"
  );
}

/** The blog listing among a page's blocks, whether loader data holds `{ blocks }` or `{ page: { blocks } }`. */
function listingIn(data: unknown, depth = 0): BlogListingBlock | null {
  if (typeof data !== "object" || data === null || depth > 2) return null;
  const { blocks } = data as { blocks?: unknown };
  if (Array.isArray(blocks)) return blocks.find(isListing) ?? null;
  for (const value of Object.values(data)) {
    const found = listingIn(value, depth + 1);
    if (found) return found;
  }
  return null;
}

export type SelectedCategory = {
  /** The `category` value in the URL, or null when none is given. */
  requested: string | null;
  /** The section it names; null for "all" and for a category the listing does not have. */
  section: BlogCategorySection | null;
};

function selectFrom(sections: BlogCategorySection[], requested: string | null): SelectedCategory {
  return { requested, section: sections.find((section) => section.slug === requested) ?? null };
}

/** The category the listing filters by, read from the URL. */
export function useSelectedCategory(sections: BlogCategorySection[]): SelectedCategory {
  const [searchParams] = useSearchParams();
  return selectFrom(sections, searchParams.get(CATEGORY_PARAM));
}

/**
 * The same selection for the blog intro, a separate block above the listing: it finds the
 * listing's categories in the page's loader data, so both blocks agree without sharing state.
 */
export function useSelectedCategoryForIntro(): SelectedCategory {
  const [searchParams] = useSearchParams();
  const matches = useMatches();
  const listing = matches.map((match) => listingIn(match.loaderData)).find((found) => found !== null);
  return selectFrom(listing?.sections ?? [], searchParams.get(CATEGORY_PARAM));
}
