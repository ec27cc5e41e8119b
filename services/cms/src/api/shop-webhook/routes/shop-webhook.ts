/** No Strapi auth: the shop proves itself with the body's HMAC signature, which the controller checks first. */
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
