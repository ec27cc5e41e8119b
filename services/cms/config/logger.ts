import type { Core } from "@strapi/strapi";

/**
 * Strapi logs every request at its `http` level by default: beside the storefront's own log under
 * `npm start` (and in every test's output) that buries what matters. CMS_LOG_LEVEL=http brings it back.
 */

const MESSAGE = Symbol.for("message");

type Entry = { level: string; message: unknown; [field: string]: unknown } & { [MESSAGE]?: string };

/** Production: one JSON object per line, as the storefront and the shop write theirs (docs/OPERATIONS.md, "Logs"). */
const jsonLines = {
  transform(entry: Entry) {
    const { level, message, ...fields } = entry;
    entry[MESSAGE] = JSON.stringify({ level, time: new Date().toISOString(), service: "cms", ...fields, msg: message });
    return entry;
  },
};

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: env("CMS_LOG_LEVEL", "info"),
  ...(env("NODE_ENV") === "production" ? { format: jsonLines } : {}),
});
