import type { Core } from "@strapi/strapi";

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  "strapi::logger",
  "strapi::errors",
  // Who may reach the admin, and how often one address may fail to sign in (src/middlewares/).
  "global::admin-allow-list",
  "global::admin-sign-in-limit",
  "strapi::security",
  {
    // The storefront renders on its server; the only browser origin that may call the API is the shop's own.
    name: "strapi::cors",
    config: { origin: [new URL(env("STOREFRONT_URL", "http://localhost:3000")).origin], credentials: false },
  },
  "strapi::query",
  "global::deep-populate",
  "strapi::body",
  "strapi::session",
  "strapi::favicon",
  "strapi::public",
];
