/**
 * The ezforms plugin's submit route, which has no Strapi 5 release: the storefront posts
 * here unchanged. Default auth: the Users & Permissions public role's `api::ezforms.ezforms.submit`
 * (setup/public-access.ts) lets anonymous callers in, and an API token needs that permission too.
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
