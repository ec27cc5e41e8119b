import { oldAddressOf } from "@bedsmade/form-rules";
import { routePathOf } from "../access/route-path";
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { addressTakenBy, STOREFRONT_PAGES } from "../storefront-pages";
import { publishedSlugs, slugOfLink } from "./links";
import { REDIRECT } from "./redirects";

/**
 * Refuses on save an owner's Redirect the storefront would ignore, one to a missing page, or one
 * closing a circle. Which ones and why: docs/cms.md, "Redirects".
 */

/** A Redirect as it is about to be saved, its old address already as shoppers reach it (oldAddressOf). */
type Written = { from: string; to: string };
type Refusal = { field: keyof Written; message: string };

/** What is wrong with a Redirect about to be saved, or undefined when the storefront will follow it. */
async function refusalOf(strapi: Core.Strapi, written: Written, documentId?: string): Promise<Refusal | undefined> {
  const { from } = written;
  if (from === "" || /[/\s?#]/.test(from))
    return { field: "from", message: "Write the old address as the slug of one page alone, such as old-care-guide." };
  const takenBy = addressTakenBy(from);
  if (takenBy)
    return { field: "from", message: `The address /${from} ${takenBy}: this redirect would never be followed.` };
  const shown = await publishedSlugs(strapi);
  if (shown.has(from))
    return {
      field: "from",
      message: `A published page or article is at /${from}, and shoppers see it there: this redirect would never be followed.`,
    };
  const to = slugOfLink(written.to);
  if (to === null)
    return { field: "to", message: "A redirect leads to a page of the shop: write its slug, such as faqs." };
  if (to === from) return { field: "to", message: "A redirect cannot lead to its own address." };
  const others = await strapi.documents(REDIRECT).findMany({ fields: ["from", "to"] });
  const onwards = new Map(
    others
      .filter((other) => other.documentId !== documentId)
      .map((other) => [oldAddressOf(String(other.from)), slugOfLink(String(other.to))] as const),
  );
  if (to !== "" && !shown.has(to) && !STOREFRONT_PAGES.includes(to) && !onwards.has(to))
    return { field: "to", message: `"${written.to.trim()}" goes to no published page or article.` };
  const route = [from, to];
  for (let at = to; !shown.has(at);) {
    const next = onwards.get(at);
    if (next === undefined || next === null) break;
    if (route.includes(next)) {
      const circle = [...route, next].map((slug) => `/${slug}`).join(" → ");
      return { field: "to", message: `These redirects would go round in a circle (${circle}), reaching no page.` };
    }
    route.push(next);
    at = next;
  }
  return undefined;
}

/** The Redirects the owner writes in the Content Manager, not those the CMS adds on a rename. */
function writtenInTheAdmin(strapi: Core.Strapi): boolean {
  const path = routePathOf(strapi.requestContext.get()?.request.path ?? "");
  return path.startsWith(`/content-manager/collection-types/${REDIRECT}`);
}

export function refuseBrokenRedirects(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== REDIRECT || (context.action !== "create" && context.action !== "update")) return next();
    if (!writtenInTheAdmin(strapi)) return next();
    const params = context.params as { documentId?: unknown; data?: { from?: unknown; to?: unknown } };
    const documentId = typeof params.documentId === "string" ? params.documentId : undefined;
    const saved = documentId ? await strapi.documents(REDIRECT).findOne({ documentId, fields: ["from", "to"] }) : null;
    const written = {
      from: oldAddressOf(String(params.data?.from ?? saved?.from ?? "")),
      to: String(params.data?.to ?? saved?.to ?? ""),
    };
    const refusal = await refusalOf(strapi, written, documentId);
    if (refusal)
      throw new errors.ValidationError(`Not saved: ${refusal.message}`, {
        errors: [{ path: [refusal.field], message: refusal.message, name: "ValidationError" }],
      });
    // Saved as the storefront reads it, so the owner sees the address shoppers will be redirected from.
    if (params.data?.from !== undefined) params.data.from = written.from;
    return next();
  });
}
