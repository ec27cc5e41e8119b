/**
 * The storefront's forms post to the address the old ezforms plugin had (no plugin is used: it has no
 * Strapi 5 release). Callers need `api::form-submit.form-submit.submit`, tokens included.
 */
export default {
  type: "content-api",
  routes: [
    {
      method: "POST",
      path: "/ezforms/submit",
      handler: "api::form-submit.form-submit.submit",
      config: {
        middlewares: [{ name: "api::form-submit.rate-limit", config: { points: 20, durationSeconds: 10 * 60 } }],
      },
    },
  ],
};
