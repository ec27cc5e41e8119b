import type { Core } from "@strapi/strapi";
import { routePathOf } from "../access/route-path";

/**
 * Two routes get a body parser of their own. Form posts get a tight limit: the largest honest one is
 * a 5,000-character message plus a few short fields: even with every character written as a six-byte
 * JSON escape (\u4f60), about 30 KB. Strapi parses bodies in one middleware for every route, and the
 * admin's saves of a long page or article need far more than that, so strapi::body is wrapped: the
 * form route is parsed by Strapi's own body parser with the tight limits (koa-body answers 413 past
 * them, before anything is read into memory), every other route with the configured ones. Multipart
 * is off for the form route: a form sends no files. The shop's webhooks keep their raw body as well
 * (koa-body's includeUnparsed), since their signature is over the bytes as sent.
 */

export const FORM_PATH = "/api/ezforms/submit";
export const FORM_BODY_LIMIT = "32kb";
export const SHOP_WEBHOOK_PATH = "/api/shop-webhooks";
/** A products/update for a product of 250 variants (Shopify's most) is under 250 KB. */
const SHOP_WEBHOOK_BODY_LIMIT = "512kb";

type Middleware = (ctx: { method: string; path: string }, next: () => Promise<unknown>) => Promise<unknown>;
type MiddlewareFactory = (config: Record<string, unknown>, context: { strapi: Core.Strapi }) => Middleware | undefined;

export function parseBodiesByRoute(strapi: Core.Strapi): void {
  strapi
    .get("middlewares")
    .extend("strapi::body", (body: MiddlewareFactory): MiddlewareFactory => (config, context) => {
      const everywhere = body(config, context);
      const forForms = body(
        {
          ...config,
          jsonLimit: FORM_BODY_LIMIT,
          formLimit: FORM_BODY_LIMIT,
          textLimit: FORM_BODY_LIMIT,
          multipart: false,
        },
        context,
      );
      const forShopWebhooks = body(
        { ...config, jsonLimit: SHOP_WEBHOOK_BODY_LIMIT, includeUnparsed: true, multipart: false },
        context,
      );
      if (!everywhere || !forForms || !forShopWebhooks) throw new Error("strapi::body made no middleware");
      return (ctx, next) => {
        const path = ctx.method === "POST" ? routePathOf(ctx.path) : "";
        if (path === FORM_PATH) return forForms(ctx, next);
        if (path === SHOP_WEBHOOK_PATH) return forShopWebhooks(ctx, next);
        return everywhere(ctx, next);
      };
    });
}
