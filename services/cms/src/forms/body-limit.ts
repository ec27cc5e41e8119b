import type { Core } from "@strapi/strapi";

/**
 * Form posts get a body limit of their own. The largest honest one is a 5,000-character message
 * plus a few short fields: even with every character written as a six-byte JSON escape (\u4f60),
 * about 30 KB. Strapi parses bodies in one middleware for every route, and the admin's saves of a
 * long page or article need far more than that, so strapi::body is wrapped: the form route is
 * parsed by Strapi's own body parser with the tight limits (koa-body answers 413 past them, before
 * anything is read into memory), every other route with the configured ones. Multipart is off for
 * the form route: a form sends no files.
 */

export const FORM_PATH = "/api/ezforms/submit";
export const FORM_BODY_LIMIT = "32kb";

type Middleware = (ctx: { method: string; path: string }, next: () => Promise<unknown>) => Promise<unknown>;
type MiddlewareFactory = (config: Record<string, unknown>, context: { strapi: Core.Strapi }) => Middleware | undefined;

export function limitFormBodies(strapi: Core.Strapi): void {
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
      if (!everywhere || !forForms) throw new Error("strapi::body made no middleware");
      return (ctx, next) => (ctx.method === "POST" && ctx.path === FORM_PATH ? forForms : everywhere)(ctx, next);
    });
}
