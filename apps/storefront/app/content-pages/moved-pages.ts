/**
 * Where the CMS's Redirects lead a renamed page's old address. One Redirect may lead to another's old
 * address, so the shopper goes straight to the last in one 301; a circle answers not-found.
 */

export type MovedPagesLookup = {
  /** The address a Redirect from this slug leads to (a site path, "/slug…"), or null when there is none. */
  redirectOf(slug: string): Promise<string | null>;
  /** Whether a page or article is at this slug: a page always wins over a Redirect from its slug. */
  isShown(slug: string): boolean;
};

/** The one slug of a path `/slug` (a query or fragment aside), or undefined for any other path. */
function slugOfPath(path: string): string | undefined {
  const segments =
    path
      .split(/[?#]/)[0]
      ?.split("/")
      .filter((segment) => segment !== "") ?? [];
  return segments.length === 1 ? segments[0] : undefined;
}

/** Where `slug` leads in the end, following Redirect after Redirect; null when none leads anywhere new. */
export async function movedTo(slug: string, lookup: MovedPagesLookup): Promise<string | null> {
  const passed = new Set([slug]);
  let target = await lookup.redirectOf(slug);
  while (target !== null) {
    const next = slugOfPath(target);
    if (next === undefined || lookup.isShown(next)) return target;
    if (passed.has(next)) return null;
    passed.add(next);
    const further = await lookup.redirectOf(next);
    if (further === null) return target;
    target = further;
  }
  return null;
}

/**
 * The target with the query the shopper arrived with (campaign tags, for one), kept where the target
 * names no value of its own: `/buy?step=1` and `?utm_source=x` give `/buy?step=1&utm_source=x`.
 */
export function withQuery(target: string, search: string): string {
  const url = new URL(target, "http://site.invalid");
  for (const [name, value] of new URLSearchParams(search)) {
    if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
