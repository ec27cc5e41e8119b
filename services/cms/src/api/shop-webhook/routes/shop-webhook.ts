/**
 * `POST /api/shop-webhooks`: the shop's stock webhooks (Shopify's `products/update`). No Strapi
 * auth: the caller is the shop, and what proves it is the body's HMAC signature with
 * SHOP_WEBHOOK_SECRET, checked by the controller before anything is read.
 */
export default {
  type: "content-api",
  routes: [
    {
      method: "POST",
      path: "/shop-webhooks",
      handler: "api::shop-webhook.shop-webhook.receive",
      config: { auth: false },
    },
  ],
};
