import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { routePathOf } from "../access/route-path";
import { contentTypeOfPath, deepPopulate, MAX_DEPTH, parseDeepPopulate } from "../setup/deep-populate";

/**
 * The old storefront sends `populate=deep,N`, which Strapi 5 lacks (the plugin has no Strapi 5
 * release). Expanded before Strapi's query validation, so the controller sees an ordinary populate.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (
    ctx: { path: string; method: string; request: { query: Record<string, unknown> } },
    next: () => Promise<void>,
  ) => {
    const depth = ctx.method === "GET" ? parseDeepPopulate(ctx.request.query.populate) : null;
    if (depth === null) return next();
    if (depth === "invalid") {
      throw new errors.ValidationError(`populate=deep,N takes a depth from 1 to ${MAX_DEPTH}`);
    }
    const uid = contentTypeOfPath(strapi, routePathOf(ctx.path));
    const query = { ...ctx.request.query };
    delete query.populate;
    const populate = uid ? deepPopulate(strapi, uid, depth) : undefined;
    if (populate) query.populate = populate;
    // Koa's setter would write the object back through the query string, where qs's depth limit of 20
    // would cut a deep tree short: this request keeps the object itself.
    Object.defineProperty(ctx.request, "query", { value: query, configurable: true, enumerable: true });
    return next();
  };
