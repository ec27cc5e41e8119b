import type { Core } from "@strapi/strapi";

/**
 * An anonymous visitor may read what the storefront shows and send a form, nothing more. Related
 * types must be readable or Strapi drops the relation. Granted only where missing, so an owner's change stands.
 */
const READABLE_COLLECTIONS = [
  "api::page.page",
  "api::blog-article.blog-article",
  "api::blog-category.blog-category",
  "api::testimonial.testimonial",
  "api::expert.expert",
  "api::redirect.redirect",
];
const READABLE_SINGLES = [
  "api::header.header",
  "api::navigation.navigation",
  "api::subscribe-modal.subscribe-modal",
  "api::sold-out-modal.sold-out-modal",
  "api::footer.footer",
  "api::info-modal.info-modal",
];
export const PUBLIC_ACTIONS = [
  ...READABLE_COLLECTIONS.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
  ...READABLE_SINGLES.map((uid) => `${uid}.find`),
  "api::form-submit.form-submit.submit",
];

/**
 * Users-permissions opens sign-up to the public role on first start, letting anyone create users in a
 * shop with no accounts. Revoked once, so an owner may grant one back.
 */
const USERS_PERMISSIONS_PUBLIC_DEFAULTS = [
  "plugin::users-permissions.auth.callback",
  "plugin::users-permissions.auth.connect",
  "plugin::users-permissions.auth.forgotPassword",
  "plugin::users-permissions.auth.resetPassword",
  "plugin::users-permissions.auth.register",
  "plugin::users-permissions.auth.emailConfirmation",
  "plugin::users-permissions.auth.sendEmailConfirmation",
  "plugin::users-permissions.auth.refresh",
];
const ACCOUNTS_CLOSED = { type: "plugin", name: "bedsmade", key: "public-accounts-closed" } as const;

export async function grantPublicAccess(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query("plugin::users-permissions.role").findOne({ where: { type: "public" } });
  if (!role) throw new Error("The users-permissions plugin has no public role");
  const granted = await strapi.db
    .query("plugin::users-permissions.permission")
    .findMany({ where: { role: role.id }, select: ["action"] });
  const have = new Set(granted.map((permission: { action: string }) => permission.action));
  for (const action of PUBLIC_ACTIONS.filter((candidate) => !have.has(candidate))) {
    await strapi.db.query("plugin::users-permissions.permission").create({ data: { action, role: role.id } });
  }
  if (!(await strapi.store.get(ACCOUNTS_CLOSED))) {
    await strapi.db
      .query("plugin::users-permissions.permission")
      .deleteMany({ where: { role: role.id, action: { $in: USERS_PERMISSIONS_PUBLIC_DEFAULTS } } });
    await strapi.store.set({ ...ACCOUNTS_CLOSED, value: true });
  }
}
