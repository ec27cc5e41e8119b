import type { Core } from "@strapi/strapi";
import { parseBodiesByRoute } from "./forms/body-limit";
import { importSeed } from "./seed/import";
import { ensureAdminUser } from "./setup/admin-user";
import { ensureStorefrontToken } from "./setup/api-token";
import { ensureFormSettings, reportMailSettings } from "./setup/messages";
import { warnWhenPreviewIsOff } from "./setup/preview";
import { grantPublicAccess } from "./setup/public-access";
import { arrangeSubmissionsList } from "./setup/submissions-list";
import { registerStorefrontWebhook } from "./setup/webhook";

export default {
  /** Before the middlewares are made: form posts and shop webhooks get their own body parsing (forms/body-limit.ts). */
  register({ strapi }: { strapi: Core.Strapi }) {
    parseBodiesByRoute(strapi);
  },

  /**
   * Every start: the owner's admin account, the public role's permissions, who is emailed contact
   * messages, the seed content (only what was never imported), the storefront's API token (its key from CONTENT_API_TOKEN) and, last,
   * the storefront's webhook, so the import does not send the storefront a purge for each of its entries.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureAdminUser(strapi);
    await grantPublicAccess(strapi);
    await arrangeSubmissionsList(strapi);
    await ensureFormSettings(strapi);
    reportMailSettings(strapi);
    // `npm run seed` loads Strapi to import by itself, and says what it did.
    if (process.env.CMS_SEED_ON_START !== "false") {
      const added = await importSeed(strapi);
      if (added.media + added.entries > 0) {
        strapi.log.info(`[seed] Imported ${added.media} media files and ${added.entries} entries.`);
      }
    }
    await ensureStorefrontToken(strapi);
    warnWhenPreviewIsOff(strapi);
    await registerStorefrontWebhook(strapi);
  },
};
