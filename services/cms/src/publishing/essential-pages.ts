import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { HOME_SLUG, NOT_FOUND_SLUG, PAGE, slugOf } from "../storefront-pages";

/**
 * `home` and `404` may not be unpublished, deleted or renamed: `/` would answer "not found", or the
 * not-found page lose its words. Drafts still save as they are.
 */

/** Each essential page's slug, and what it is to the owner, as the refusals name it. */
const ESSENTIAL_PAGES = new Map([
  [HOME_SLUG, "The home page is what shoppers see at /"],
  [NOT_FOUND_SLUG, "The not-found page is what shoppers see at an address the shop does not know"],
]);

const REFUSED_ACTIONS = new Map([
  ["unpublish", "unpublished"],
  ["delete", "deleted"],
]);

/** Refuses taking `home` or `404` offline, and publishing either under another slug. */
export function keepEssentialPages(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: unknown }).documentId;
    const refused = REFUSED_ACTIONS.get(context.action);
    if (context.uid !== PAGE || typeof documentId !== "string" || (!refused && context.action !== "publish"))
      return next();
    // Only what a request asks for: `npm run seed -- --reset` runs outside any, and imports both again.
    if (!strapi.requestContext.get()) return next();
    const live = await slugOf(strapi, PAGE, documentId, "published");
    const role = live === undefined ? undefined : ESSENTIAL_PAGES.get(live);
    if (live === undefined || role === undefined) return next();

    if (refused)
      throw new errors.ApplicationError(
        `This page cannot be ${refused}. ${role}. Change its content and publish it instead.`,
      );
    const draft = await slugOf(strapi, PAGE, documentId, "draft");
    if (draft !== undefined && draft !== live) {
      const message = `The slug must stay "${live}". ${role}, found by this slug.`;
      throw new errors.ValidationError(`Not published: ${message} Put it back to "${live}", then publish again.`, {
        errors: [{ path: ["slug"], message, name: "ValidationError" }],
      });
    }
    return next();
  });
}
