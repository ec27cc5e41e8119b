import type { Core, UID } from "@strapi/strapi";
import { attributesOf, deepPopulate } from "../setup/deep-populate";

/**
 * Strapi 5 drops links to a document when it is unpublished and never restores them, so entries that
 * lost one are published again. When and why: docs/cms.md, "Links lost on unpublish".
 */

/** Deep enough for a link held in a dynamic zone's component (the blog page's article sections). */
const DEPTH = 4;

/** Whether entries of `holder` can link to `target`, themselves or through their components. */
function canLinkTo(strapi: Core.Strapi, holder: string, target: string, seen = new Set<string>()): boolean {
  seen.add(holder);
  return Object.values(attributesOf(strapi, holder)).some((attribute) => {
    if (attribute.type === "relation") return attribute.target === target;
    const parts = attribute.type === "component" ? [attribute.component] : (attribute.components ?? []);
    return parts.some((part) => part !== undefined && !seen.has(part) && canLinkTo(strapi, part, target, seen));
  });
}

function linksIn(entry: unknown, documentId: string): number {
  return JSON.stringify(entry).split(`"documentId":"${documentId}"`).length - 1;
}

type Populate = NonNullable<Parameters<ReturnType<Core.Strapi["documents"]>["findMany"]>[0]>["populate"];

const changedSinceItsPublish = (draft: Record<string, unknown>, live: Record<string, unknown>) =>
  new Date(String(draft.updatedAt)).getTime() > new Date(String(live.updatedAt)).getTime();

export async function restoreLinksTo(strapi: Core.Strapi, target: UID.ContentType, documentId: string): Promise<void> {
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith("api::") || !contentType.options?.draftAndPublish || !canLinkTo(strapi, uid, target)) continue;
    const holder = uid as UID.ContentType;
    const documents = strapi.documents(holder);
    // The same populate tree `populate=deep` builds for the REST API, in the shape the document service takes.
    const populate = deepPopulate(strapi, holder, DEPTH) as Populate;
    const live = new Map(
      (await documents.findMany({ status: "published", populate })).map((entry) => [entry.documentId, entry]),
    );
    for (const draft of await documents.findMany({ status: "draft", populate })) {
      const published = live.get(draft.documentId);
      if (!published || linksIn(draft, documentId) <= linksIn(published, documentId)) continue;
      const name = `${contentType.info.displayName} ${draft.documentId}`;
      if (changedSinceItsPublish(draft, published)) {
        strapi.log.warn(`[publishing] ${name} lost its link to ${documentId}; its next publish restores it.`);
        continue;
      }
      await documents.publish({ documentId: draft.documentId });
      strapi.log.info(`[publishing] ${name} published again to restore its link to ${documentId}.`);
    }
  }
}

/** After every publish of one of the shop's documents, the links to it are made whole again. */
export function keepLinksOnRepublish(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const documentId = (context.params as { documentId?: unknown }).documentId;
    if (context.action === "publish" && context.uid.startsWith("api::") && typeof documentId === "string") {
      await restoreLinksTo(strapi, context.uid, documentId).catch((error: unknown) =>
        strapi.log.error(`[publishing] Links to ${documentId} were not checked: ${String(error)}`),
      );
    }
    return result;
  });
}
