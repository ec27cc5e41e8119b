import { errors } from "@strapi/utils";

/**
 * Strapi 5 answers `status=draft` to anyone who may `find` a type, so with a public role unpublished
 * drafts would be readable by every visitor. Drafts are for the editor's preview, which reads with
 * the storefront's API token: an anonymous request for them is refused.
 */
export default () =>
  async (
    ctx: { path: string; request: { query: Record<string, unknown>; header: Record<string, unknown> } },
    next: () => Promise<void>,
  ) => {
    const { status, publicationState } = ctx.request.query;
    const asksForDrafts = (status !== undefined && status !== "published") || publicationState === "preview";
    if (ctx.path.startsWith("/api/") && asksForDrafts && !ctx.request.header.authorization) {
      throw new errors.ForbiddenError("Drafts can only be read with an API token");
    }
    return next();
  };
