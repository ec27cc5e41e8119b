import type { Core } from "@strapi/strapi";
import { keepDraftsPrivate } from "./access/private-drafts";
import { parseBodiesByRoute } from "./forms/body-limit";
import { addFileFacts, completeEarlierUploads, recordFileFacts } from "./media/file-facts";
import { keyBucketFilesByHash } from "./media/media-keys";
import { keepEssentialPages } from "./publishing/essential-pages";
import { refuseFlawedPublishes } from "./publishing/publish-checks";
import { refuseBrokenRedirects } from "./publishing/redirect-checks";
import { redirectOldSlugs } from "./publishing/redirects";
import { keepLinksOnRepublish } from "./publishing/relink";
import { importSeed } from "./seed/import";
import { ensureAdminUser } from "./setup/admin-user";
import { ensureStorefrontToken } from "./setup/api-token";
import { ensureFormSettings, reportMailSettings } from "./setup/messages";
import { warnWhenPreviewIsOff } from "./setup/preview";
import { grantPublicAccess } from "./setup/public-access";
import { arrangeSubmissionsList, titlePagesBySlug, titleSingleTypesByName } from "./setup/admin-lists";
import { registerStorefrontWebhook } from "./setup/webhook";

export default {
  /** Before Strapi serves: who reads drafts, each route's body limit, the checks on what the owner publishes. */
  register({ strapi }: { strapi: Core.Strapi }) {
    keepDraftsPrivate(strapi);
    parseBodiesByRoute(strapi);
    addFileFacts(strapi);
    keyBucketFilesByHash(strapi);
    keepEssentialPages(strapi);
    refuseFlawedPublishes(strapi);
    redirectOldSlugs(strapi);
    refuseBrokenRedirects(strapi);
    keepLinksOnRepublish(strapi);
  },

  /** The storefront's webhook comes last, so the seed import does not send a purge for each entry. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureAdminUser(strapi);
    await grantPublicAccess(strapi);
    await arrangeSubmissionsList(strapi);
    await titlePagesBySlug(strapi);
    await titleSingleTypesByName(strapi);
    await ensureFormSettings(strapi);
    reportMailSettings(strapi);
    recordFileFacts(strapi);
    // `npm run seed` loads Strapi to import by itself, and says what it did.
    if (process.env.CMS_SEED_ON_START !== "false") {
      const added = await importSeed(strapi);
      if (added.media + added.entries > 0) {
        strapi.log.info(`[seed] Imported ${added.media} media files and ${added.entries} entries.`);
      }
    }
    const { coloured, versioned } = await completeEarlierUploads(strapi);
    if (coloured > 0) strapi.log.info(`[media] Gave ${coloured} earlier pictures their placeholder colour.`);
    if (versioned > 0) strapi.log.info(`[media] Gave ${versioned} earlier pictures their version.`);
    await ensureStorefrontToken(strapi);
    warnWhenPreviewIsOff(strapi);
    await registerStorefrontWebhook(strapi);
  },
};
