import type { Core } from "@strapi/strapi";
import { bucketUploadSettings, mediaBucket } from "../src/media/media-bucket";
import { mailSettings } from "../src/messages/mail-settings";

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const mail = mailSettings();
  const bucket = mediaBucket();
  return {
    // Without a bucket, Strapi's local provider keeps the files in the data folder's public/uploads.
    ...(bucket ? { upload: { config: bucketUploadSettings(bucket) } } : {}),
    "users-permissions": { config: { jwtSecret: env("JWT_SECRET") } },
    email: {
      config: {
        provider: "nodemailer",
        providerOptions: {
          host: mail.host,
          port: mail.port,
          secure: mail.secure,
          auth: mail.auth,
          // nodemailer waits two minutes for a silent server by default; a message that cannot go now is
          // stored and tried again later (src/messages/retry-policy.ts), so there is no point waiting long.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        },
        settings: { defaultFrom: mail.from },
      },
    },
  };
};
