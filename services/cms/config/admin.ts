import type { Core } from "@strapi/strapi";
import { previewUrl, storefrontUrl, type PreviewParams } from "../src/setup/preview";

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env("ADMIN_JWT_SECRET") },
  apiToken: { salt: env("API_TOKEN_SALT") },
  transfer: { token: { salt: env("TRANSFER_TOKEN_SALT") } },
  secrets: { encryptionKey: env("ENCRYPTION_KEY") },
  autoOpen: false,
  flags: { nps: false, promoteEE: false },
  // The editor's Preview shows the storefront in a frame; Strapi adds allowedOrigins to the admin's
  // frame-src, and the storefront allows this CMS as a frame ancestor on its preview answers only.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [new URL(storefrontUrl()).origin],
      handler: (uid: string, params: PreviewParams) => previewUrl(strapi, uid, params),
    },
  },
});
