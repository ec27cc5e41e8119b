import type { Core } from "@strapi/strapi";

/**
 * How the owner reads form submissions in the Content Manager: newest first, each row its email,
 * form, whether it was emailed (or is spam, or on a sign-up list) and date, the delivery fields
 * explained. Strapi's own default lists them by formName, A to Z. Arranged once and remembered in Strapi's store, so an owner who rearranges
 * the list in the admin keeps that arrangement (the key's "-3": once more when the back-in-stock columns came).
 */
const SUBMISSIONS = "api::form-submission.form-submission";
const ARRANGED = { type: "plugin", name: "bedsmade", key: "form-submissions-list-arranged-3" } as const;

type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Configuration = {
  uid?: string;
  settings: Record<string, unknown>;
  layouts: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
};

/**
 * The edit view's words on the delivery fields. The bookkeeping of tries is the CMS's own, so it is
 * shown but not editable; the status is, so the owner can send a failed message once more.
 */
const DELIVERY_FIELDS: Record<string, { description: string; editable: boolean }> = {
  deliveryStatus: {
    description:
      "pending: about to be emailed; sent; failed: tried again later (set it back to pending to try at once); spam: kept, never emailed; listed: a sign-up, not emailed.",
    editable: true,
  },
  deliveryAttempts: { description: "How many times the CMS has tried to email it.", editable: false },
  nextDeliveryAt: { description: "When the CMS tries again, after a failed send.", editable: false },
  deliveryError: { description: "What the mail server said the last time a send failed.", editable: false },
  spamReason: { description: "Why the storefront took it for a bot's: honeypot, too-fast.", editable: false },
  line: { description: "A sold-out request's set: classic (400 thread count) or premium (600).", editable: false },
  size: { description: "A sold-out request's mattress size, e.g. queen.", editable: false },
  depth: {
    description: "A sold-out request's depth, as the shop's variant number; empty: any depth of that size.",
    editable: false,
  },
  restockStatus: {
    description:
      "waiting: emailed once the shop says this set is back; notified: emailed (set it back to waiting to email again next time).",
    editable: true,
  },
  notifiedAt: { description: "When the shopper was told the set is back.", editable: false },
};

function withDeliveryWords(metadatas: Record<string, Metadata>): Record<string, Metadata> {
  const described = Object.entries(DELIVERY_FIELDS).map(([field, { description, editable }]) => {
    const metadata = metadatas[field] ?? {};
    return [field, { ...metadata, edit: { ...metadata.edit, description, editable } }];
  });
  return { ...metadatas, ...Object.fromEntries(described) };
}

export async function arrangeSubmissionsList(strapi: Core.Strapi): Promise<void> {
  if (await strapi.store.get(ARRANGED)) return;
  const contentTypes = strapi.plugin("content-manager").service("content-types");
  const contentType = contentTypes.findContentType(SUBMISSIONS);
  const { uid: _uid, ...configuration } = (await contentTypes.findConfiguration(contentType)) as Configuration;
  await contentTypes.updateConfiguration(contentType, {
    ...configuration,
    settings: { ...configuration.settings, mainField: "email", defaultSortBy: "createdAt", defaultSortOrder: "DESC" },
    layouts: { ...configuration.layouts, list: ["email", "formType", "deliveryStatus", "restockStatus", "createdAt"] },
    metadatas: withDeliveryWords(configuration.metadatas),
  });
  await strapi.store.set({ ...ARRANGED, value: true });
}
