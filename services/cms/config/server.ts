import type { Core } from "@strapi/strapi";
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
});
