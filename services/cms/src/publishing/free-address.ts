import type { Core, UID } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { addressTakenBy, isSlugged, PAGE, PAGES_READ_BY_SLUG, SLUGGED_TYPES } from "../storefront-pages";

/**
 * Refuses a slug whose address is already taken (`/buy`, the old site's `/cart`, a published page's):
 * published there, the entry would never be seen and the owner not know why.
 */

/** Whose the address is among the other published pages and articles. */
async function publishedElsewhere(strapi: Core.Strapi, uid: UID.ContentType, slug: string, documentId: string) {
  for (const other of SLUGGED_TYPES) {
    const found = await strapi.documents(other).findMany({ status: "published", filters: { slug }, fields: ["slug"] });
    if (found.some((entry) => entry.documentId !== documentId))
      return other === PAGE ? "is a published page's" : "is a published article's";
  }
  return undefined;
}

/** A refusal when a page or article's slug is an address already taken, or undefined when it is free (or `uid` has no slug). */
export async function takenAddress(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  slug: unknown,
): Promise<errors.ValidationError | undefined> {
  if (!isSlugged(uid) || typeof slug !== "string" || slug === "") return undefined;
  // These pages are at the address the storefront looks for them, even one that is its own route.
  const expected = uid === PAGE && PAGES_READ_BY_SLUG.includes(slug);
  const owner =
    (expected ? undefined : addressTakenBy(slug)) ?? (await publishedElsewhere(strapi, uid, slug, documentId));
  if (owner === undefined) return undefined;
  const kind = uid === PAGE ? "page" : "article";
  const message = `The address /${slug} ${owner}: shoppers would never see this ${kind} there.`;
  return new errors.ValidationError(`Not published: ${message} Choose another slug, then publish again.`, {
    errors: [{ path: ["slug"], message, name: "ValidationError" }],
  });
}
