import type { Core } from "@strapi/strapi";

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  "users-permissions": { config: { jwtSecret: env("JWT_SECRET") } },
});
