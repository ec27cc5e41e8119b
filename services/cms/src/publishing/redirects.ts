import type { Core, UID } from "@strapi/strapi";
import { isSlugged, slugOf } from "../storefront-pages";

/**
 * A renamed page keeps its old address working, for bookmarks and search results, through a Redirect
 * the owner can see. Chains and reuse: docs/cms.md, "Redirects".
 */

export const REDIRECT = "api::redirect.redirect" as UID.ContentType;

type Redirect = { documentId: string; from: string; to: string };

/** Points `from` at `to`, and makes `to` an address of its own again. */
async function keepOldAddress(strapi: Core.Strapi, from: string | undefined, to: string): Promise<void> {
  const redirects = strapi.documents(REDIRECT);
  const where = async (field: "from" | "to", slug: string) =>
    (await redirects.findMany({ filters: { [field]: slug } as never })) as unknown as Redirect[];
  for (const hiding of await where("from", to)) await redirects.delete({ documentId: hiding.documentId });
  if (from === undefined || from === to) return;
  for (const earlier of await where("to", from))
    await redirects.update({ documentId: earlier.documentId, data: { to } as never });
  if ((await where("from", from)).length === 0) await redirects.create({ data: { from, to } as never });
  strapi.log.info(`[publishing] /${from} now redirects to /${to}.`);
}

/** After each publish of a page or article, its old slug (if it changed) redirects to the new one. */
export function redirectOldSlugs(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: unknown }).documentId;
    if (context.action !== "publish" || !isSlugged(context.uid) || typeof documentId !== "string") return next();
    const before = await slugOf(strapi, context.uid, documentId, "published");
    const result = await next();
    const after = await slugOf(strapi, context.uid, documentId, "published");
    if (after !== undefined)
      await keepOldAddress(strapi, before, after).catch((error: unknown) =>
        strapi.log.error(`[publishing] The redirects for /${after} were not updated: ${String(error)}`),
      );
    return result;
  });
}
