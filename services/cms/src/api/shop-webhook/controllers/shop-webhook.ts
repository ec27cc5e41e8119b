import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { z } from "zod";
import { signatureIsValid } from "../../../stock/signature";
import { productsUpdateSchema, tellWaitingShoppers } from "../../../stock/restock";

/**
 * Signature first, over the raw body, before anything is read. A repeated webhook id gets 200 so the
 * shop stops retrying; why requests are claimed too: docs/cms.md, "Back in stock".
 */

const WEBHOOKS = "api::shop-webhook.shop-webhook";
const UNPARSED = Symbol.for("unparsedBody");

const headers = z.object({
  "x-shopify-webhook-id": z.string().trim().min(1).max(255),
  "x-shopify-topic": z.string().trim().min(1).max(100),
  "x-shopify-shop-domain": z.string().trim().max(255).optional(),
});

type Context = {
  request: { body?: unknown; headers: Record<string, string | string[] | undefined> };
  body: unknown;
};

function rawBodyOf(ctx: Context): string {
  const body = ctx.request.body;
  const raw = typeof body === "object" && body !== null ? (body as Record<symbol, unknown>)[UNPARSED] : undefined;
  if (typeof raw !== "string") throw new errors.ValidationError("The webhook's body must be JSON");
  return raw;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async receive(ctx: Context) {
    const secret = process.env.SHOP_WEBHOOK_SECRET ?? "";
    const raw = rawBodyOf(ctx);
    if (secret === "" || !signatureIsValid(raw, ctx.request.headers["x-shopify-hmac-sha256"], secret)) {
      if (secret === "") strapi.log.warn("[stock] A shop webhook came, but SHOP_WEBHOOK_SECRET is not set: refused.");
      throw new errors.UnauthorizedError("The webhook's signature does not match");
    }
    const parsedHeaders = headers.safeParse(ctx.request.headers);
    if (!parsedHeaders.success) throw new errors.ValidationError("The webhook's id and topic headers are missing");
    const { "x-shopify-webhook-id": webhookId, "x-shopify-topic": topic } = parsedHeaders.data;
    const shopDomain = parsedHeaders.data["x-shopify-shop-domain"] ?? null;

    const seen = await strapi.db.query(WEBHOOKS).findOne({ where: { webhookId }, select: ["id"] });
    if (seen) {
      ctx.body = { received: true, duplicate: true };
      return;
    }
    let shoppersTold = 0;
    if (topic === "products/update") {
      const product = productsUpdateSchema.safeParse(JSON.parse(raw));
      if (!product.success) throw new errors.ValidationError("The products/update body is not a product");
      shoppersTold = await tellWaitingShoppers(strapi, product.data);
    }
    // Recorded after acting: a try that failed halfway is acted on again when the shop retries, and
    // the requests it already claimed stay claimed.
    await strapi.db.query(WEBHOOKS).create({ data: { webhookId, topic, shopDomain, shoppersTold } });
    ctx.body = { received: true, shoppersTold };
  },
});
