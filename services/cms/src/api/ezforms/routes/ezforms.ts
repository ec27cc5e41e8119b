/**
 * The ezforms submit route rebuilt, the plugin having no Strapi 5 release. Callers need
 * `api::ezforms.ezforms.submit`, tokens included.
 */
export default {
  type: "content-api",
  routes: [
    {
      method: "POST",
      path: "/ezforms/submit",
      handler: "api::ezforms.ezforms.submit",
      config: {
        middlewares: [{ name: "api::ezforms.rate-limit", config: { points: 20, durationSeconds: 10 * 60 } }],
      },
    },
  ],
};
