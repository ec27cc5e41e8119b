import type { Core } from "@strapi/strapi";

/** Each arrangement is made once and remembered, so an owner who rearranges a list keeps theirs. */

type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Configuration = {
  uid?: string;
  settings: Record<string, unknown>;
  layouts: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
};

async function arrangeOnce(
  strapi: Core.Strapi,
  uid: string,
  key: string,
  arrange: (configuration: Omit<Configuration, "uid">) => Omit<Configuration, "uid">,
): Promise<void> {
  const arranged = { type: "plugin", name: "bedsmade", key } as const;
  if (await strapi.store.get(arranged)) return;
  const contentTypes = strapi.plugin("content-manager").service("content-types");
  const contentType = contentTypes.findContentType(uid);
  const { uid: _uid, ...configuration } = (await contentTypes.findConfiguration(contentType)) as Configuration;
  await contentTypes.updateConfiguration(contentType, arrange(configuration));
  await strapi.store.set({ ...arranged, value: true });
}

/** Pages have no text field before their slug, so Strapi would title them by document id ("e789y6uk83…"). */
export function titlePagesBySlug(strapi: Core.Strapi): Promise<void> {
  return arrangeOnce(strapi, "api::page.page", "pages-titled-by-slug-1", (configuration) => ({
    ...configuration,
    settings: { ...configuration.settings, mainField: "slug" },
  }));
}

/** Titled by `id`, a single type shows as "Header" in the preview bar instead of its document id. */
export async function titleSingleTypesByName(strapi: Core.Strapi): Promise<void> {
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith("api::") || contentType.kind !== "singleType") continue;
    await arrangeOnce(strapi, uid, `${uid}-titled-by-name-1`, (configuration) =>
      configuration.settings.mainField === "documentId"
        ? { ...configuration, settings: { ...configuration.settings, mainField: "id" } }
        : configuration,
    );
  }
}

/** Submissions newest first with their delivery state (Strapi sorts by formName); bump the key to arrange again. */

/** The tries are the CMS's bookkeeping, so read-only; the status is editable so the owner can resend. */
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

export function arrangeSubmissionsList(strapi: Core.Strapi): Promise<void> {
  const submissions = "api::form-submission.form-submission";
  return arrangeOnce(strapi, submissions, "form-submissions-list-arranged-3", (configuration) => ({
    ...configuration,
    settings: { ...configuration.settings, mainField: "email", defaultSortBy: "createdAt", defaultSortOrder: "DESC" },
    layouts: { ...configuration.layouts, list: ["email", "formType", "deliveryStatus", "restockStatus", "createdAt"] },
    metadatas: withDeliveryWords(configuration.metadatas),
  }));
}
