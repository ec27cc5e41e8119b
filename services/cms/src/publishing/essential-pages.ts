import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { HOME_SLUG, NOT_FOUND_SLUG, PAGE, slugOf } from "../storefront-pages";

/**
 * Two pages the storefront cannot do without, found by their slug (the page type's description says
 * so): `home`, shown at `/`, and `404`, shown at every address the shop does not know. Unpublished,
 * deleted or published under another slug, `/` would answer every shopper "not found", or the
 * not-found page would lose its words and its way back. Strapi would allow all three without a word,
 * so the CMS refuses them, saying why and what to do instead. Their drafts are saved as they are: a
 * draft may be unfinished, and nothing of it reaches shoppers until it is published.
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
