import type { Core } from "@strapi/strapi";
import { routePathOf } from "../access/route-path";
import { blankRequiredTexts } from "./blank-required";
import { emptyPage } from "./empty-page";
import { draftToPublish, fieldsOf } from "./entry-fields";
import { takenAddress } from "./free-address";
import { brokenLinks } from "./links";

/**
 * What Strapi's own validation lets through and shoppers would find broken, refused when an entry is
 * published: a required text of only spaces (blank-required.ts) and, for a publish the owner asks for
 * in the admin, a page without any block (empty-page.ts), a page or article at an address that is
 * another's (free-address.ts) or a link to no page of the shop (links.ts). The seed's import at start
 * is checked for blank texts alone: its pages link to one another before all are published. Drafts
 * are saved as they are: a draft may be unfinished, and nothing of it reaches shoppers until it is
 * published. The draft is read once, with every component it holds, for every check.
 */

/** The publishes the owner asks for in the Content Manager, rather than the seed's import at start. */
function askedInTheAdmin(strapi: Core.Strapi): boolean {
  return routePathOf(strapi.requestContext.get()?.request.path ?? "").startsWith("/content-manager/");
}

export function refuseFlawedPublishes(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: unknown }).documentId;
    if (context.action !== "publish" || !context.uid.startsWith("api::") || typeof documentId !== "string")
      return next();
    const draft = await draftToPublish(strapi, context.uid, documentId);
    const fields = fieldsOf(strapi, context.uid, draft);
    const blank = blankRequiredTexts(fields);
    if (blank) throw blank;
    if (askedInTheAdmin(strapi)) {
      const slug = draft?.slug;
      const refusal =
        emptyPage(context.uid, draft?.pageContent) ??
        (await takenAddress(strapi, context.uid, documentId, slug)) ??
        (await brokenLinks(strapi, context.uid, fields, slug));
      if (refusal) throw refusal;
    }
    return next();
  });
}
