import type { Core } from "@strapi/strapi";
import { deliverDueMessages } from "../src/messages/delivery";
import { retryPolicy } from "../src/messages/retry-policy";
import { publicDir } from "../src/setup/paths";

/**
 * CMS_TRUST_PROXY: how many proxies stand in front (1 for one load balancer). Unset, X-Forwarded-For
 * is ignored, since any client could write it; set, only the addresses those proxies added count.
 */
function trustedProxies(value: string): { koa: boolean; maxIpsCount?: number } {
  if (value === "" || value === "0" || value === "false") return { koa: false };
  const hops = value === "true" ? 1 : Number(value);
  if (!Number.isInteger(hops) || hops < 1)
    throw new Error(`CMS_TRUST_PROXY is "${value}": give the number of proxies in front of the CMS, such as 1.`);
  return { koa: true, maxIpsCount: hops };
}

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // A developer's machine keeps the CMS to itself; a container sets HOST=0.0.0.0.
  host: env("HOST", "127.0.0.1"),
  port: env.int("CONTENT_PORT", 1337),
  // Absolute media URLs and the admin's own links use the address the CMS is reached at.
  url: env("CONTENT_PUBLIC_URL", `http://localhost:${env.int("CONTENT_PORT", 1337)}`),
  app: { keys: env.array("APP_KEYS") as string[] },
  proxy: trustedProxies(env("CMS_TRUST_PROXY", "")),
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
