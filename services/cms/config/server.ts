import type { Core } from "@strapi/strapi";
import { deliverDueMessages } from "../src/messages/delivery";
import { retryPolicy } from "../src/messages/retry-policy";
import { publicDir } from "../src/setup/paths";

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env("HOST", "0.0.0.0"),
  port: env.int("CONTENT_PORT", 1337),
  // Absolute media URLs and the admin's own links use the address the CMS is reached at.
  url: env("CONTENT_PUBLIC_URL", `http://localhost:${env.int("CONTENT_PORT", 1337)}`),
  app: { keys: env.array("APP_KEYS") as string[] },
  dirs: { public: publicDir() },
  // No machine here reaches the internet: an update check would only wait on a timeout.
  logger: { updates: { enabled: false }, startup: { enabled: false } },
  // Contact messages whose email failed are tried again when due (src/messages/delivery.ts).
  cron: {
    enabled: true,
    tasks: {
      deliverDueMessages: {
        task: ({ strapi }: { strapi: Core.Strapi }) =>
          deliverDueMessages(strapi).catch((error: unknown) =>
            strapi.log.error(`[messages] The check for messages to email failed: ${String(error)}`),
          ),
        options: { rule: `*/${retryPolicy().checkEverySeconds} * * * * *` },
      },
    },
  },
});
