import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { hasApiToken, publicApiRequest } from "./callers";

/** The Document Service's reads: what the REST API's find and findOne become. */
const READS = new Set(["findMany", "findOne", "findFirst", "count"]);

/** Asked by the caller, in Strapi 5's words or Strapi 4's; our own controllers' reads ask nothing. */
function asksForDrafts({ status, publicationState }: Record<string, unknown>): boolean {
  return (status !== undefined && status !== "published") || publicationState === "preview";
}

/**
 * Strapi 5 answers `status=draft` to anyone who may `find` a type; here only API-token callers get drafts.
 * Checked at the document read, not the path: docs/decisions/0012-drafts-private-by-route.md.
 */
export function keepDraftsPrivate(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!READS.has(context.action)) return next();
    const request = publicApiRequest(strapi);
    if (request && !hasApiToken(request.state) && asksForDrafts(request.query)) {
      throw new errors.ForbiddenError("Drafts can only be read with an API token");
    }
    return next();
  });
}
