import { errors } from "@strapi/utils";

/**
 * Strapi 5 answers `status=draft` to anyone who may `find` a type, so with a public role unpublished
 * drafts would be readable by every visitor. Drafts are for the editor's preview, which reads with
 * the storefront's API token: an anonymous request for them is refused.
 *
 * "Anonymous" is what Strapi's own strategies make of the request, not whether it has an
 * Authorization header: they read a token only from exactly `Bearer <token>` and treat anything else
 * (`Basic …`, a bare word, `Bearer a b`) as no credentials at all, i.e. as the public role. Such a
 * request asking for drafts is refused here; a `Bearer` one goes on to Strapi, which answers 401 for a
 * token it does not know and 403 for one whose role may not read the type.
 */
function bearerToken(authorization: unknown): string | null {
  if (typeof authorization !== "string") return null;
  const parts = authorization.split(/\s+/);
  return parts.length === 2 && parts[0]?.toLowerCase() === "bearer" && parts[1] ? parts[1] : null;
}

export default () =>
  async (
    ctx: { path: string; request: { query: Record<string, unknown>; header: Record<string, unknown> } },
    next: () => Promise<void>,
  ) => {
    const { status, publicationState } = ctx.request.query;
    const asksForDrafts = (status !== undefined && status !== "published") || publicationState === "preview";
    if (ctx.path.startsWith("/api/") && asksForDrafts && bearerToken(ctx.request.header.authorization) === null) {
      throw new errors.ForbiddenError("Drafts can only be read with an API token");
    }
    return next();
  };
