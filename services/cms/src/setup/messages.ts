import type { Core } from "@strapi/strapi";
import { mailSettings, missingMailSettings } from "../messages/mail-settings";

const SETTINGS = "api::form-setting.form-setting";

/**
 * Form settings start with the first admin's address as the one recipient, so a new shop's first
 * contact message reaches its owner. Made once: an owner who empties the list keeps it empty.
 */
export async function ensureFormSettings(strapi: Core.Strapi): Promise<void> {
  const documents = strapi.documents(SETTINGS);
  if (await documents.findFirst()) return;
  const [owner] = (await strapi.db
    .query("admin::user")
    .findMany({ select: ["email"], orderBy: { id: "asc" }, limit: 1 })) as { email: string }[];
  await documents.create({ data: { recipients: owner ? [{ email: owner.email }] : [] } });
  strapi.log.info(
    owner
      ? `[messages] Contact messages will be emailed to ${owner.email}; change the list under Content Manager → Form settings.`
      : "[messages] No one receives contact messages yet: add a recipient under Content Manager → Form settings.",
  );
}

/** Says at start where email goes, and in production which SMTP settings are missing. */
export function reportMailSettings(strapi: Core.Strapi): void {
  const missing = missingMailSettings();
  if (missing.length > 0) {
    strapi.log.warn(
      `[messages] Email is not fully set up: ${missing.join(", ")} missing. Contact messages are stored and will be emailed once these are set.`,
    );
    return;
  }
  const { host, port } = mailSettings();
  strapi.log.info(`[messages] Email goes out through SMTP at ${host}:${port}.`);
}
