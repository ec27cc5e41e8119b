import type { Core } from "@strapi/strapi";

/**
 * How the owner reads form submissions in the Content Manager: newest first, each row its email,
 * form, whether it was emailed (or is spam, or on a sign-up list) and date. Strapi's own default lists
 * them by formName, A to Z. Arranged once and remembered in Strapi's store, so an owner who rearranges
 * the list in the admin keeps that arrangement (the key's "-2": once more when the status column came).
 */
const SUBMISSIONS = "api::form-submission.form-submission";
const ARRANGED = { type: "plugin", name: "bedsmade", key: "form-submissions-list-arranged-2" } as const;

type Configuration = {
  uid?: string;
  settings: Record<string, unknown>;
  layouts: Record<string, unknown>;
  metadatas: unknown;
};

export async function arrangeSubmissionsList(strapi: Core.Strapi): Promise<void> {
  if (await strapi.store.get(ARRANGED)) return;
  const contentTypes = strapi.plugin("content-manager").service("content-types");
  const contentType = contentTypes.findContentType(SUBMISSIONS);
  const { uid: _uid, ...configuration } = (await contentTypes.findConfiguration(contentType)) as Configuration;
  await contentTypes.updateConfiguration(contentType, {
    ...configuration,
    settings: { ...configuration.settings, mainField: "email", defaultSortBy: "createdAt", defaultSortOrder: "DESC" },
    layouts: { ...configuration.layouts, list: ["email", "formType", "deliveryStatus", "createdAt"] },
  });
  await strapi.store.set({ ...ARRANGED, value: true });
}
