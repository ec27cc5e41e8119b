import type { Core } from "@strapi/strapi";
import { routePathOf } from "../access/route-path";

/**
 * Form posts get a tight body limit without capping the admin's saves, and webhooks keep their raw
 * bytes for the signature. Figures and why: docs/cms.md, "Body limits".
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
