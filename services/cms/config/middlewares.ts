import type { Core } from "@strapi/strapi";
import { CSP_DEFAULTS } from "@strapi/utils";
import { mediaBucket } from "../src/media/media-bucket";

const bucket = mediaBucket();
// The admin's media library shows the bucket's files: Strapi's own sources, and the bucket's origin.
const bucketOrigin = bucket ? [new URL(bucket.baseUrl).origin] : [];

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  "strapi::logger",
  // The storefront's X-Request-Id beside the request, so a request can be followed across both logs.
  "global::request-id",
  "strapi::errors",
  // Who may reach the admin, and how often one address may fail to sign in (src/middlewares/).
  "global::admin-allow-list",
  "global::admin-sign-in-limit",
  {
    name: "strapi::security",
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "img-src": [...CSP_DEFAULTS["img-src"], ...bucketOrigin],
          "media-src": [...CSP_DEFAULTS["media-src"], ...bucketOrigin],
        },
      },
    },
  },
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
