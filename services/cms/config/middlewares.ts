import type { Core } from "@strapi/strapi";

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  "strapi::logger",
  "strapi::errors",
  "strapi::security",
  {
    // The storefront renders on its server; the only browser origin that may call the API is the shop's own.
    name: "strapi::cors",
    config: { origin: [new URL(env("STOREFRONT_URL", "http://localhost:3000")).origin], credentials: false },
  },
  "strapi::poweredBy",
  "strapi::query",
  "global::deep-populate",
  "strapi::body",
  "strapi::session",
  "strapi::favicon",
  "strapi::public",
];
