import type { Core } from "@strapi/strapi";

/**
 * Strapi logs every request at its `http` level by default: beside the storefront's own log under
 * `npm start` (and in every test's output) that buries what matters. CMS_LOG_LEVEL=http brings it back.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: env("CMS_LOG_LEVEL", "info"),
});
