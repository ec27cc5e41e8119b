import type { Core } from "@strapi/strapi";
import { routePathOf } from "../access/route-path";
import { blankRequiredTexts } from "./blank-required";
import { emptyPage } from "./empty-page";
import { draftToPublish, fieldsOf } from "./entry-fields";
import { takenAddress } from "./free-address";
import { brokenLinks } from "./links";

/**
 * Refuses at publish what Strapi lets through and shoppers would find broken; drafts save as they are.
 * The checks and why the seed skips most: docs/cms.md, "Publish checks".
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
