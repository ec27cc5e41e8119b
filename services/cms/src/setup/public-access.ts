import type { Core } from "@strapi/strapi";

/**
 * What an anonymous visitor (and the storefront without a token) may do: read the types the storefront calls for,
 * plus the three whose entries those pages show through relations (Strapi drops a relation the
 * reader may not read from the answer) and the redirects from pages' old slugs
 * (publishing/redirects.ts), and send a form. Nothing else: no writes, no users, no
 * upload listing. Granted only where missing, so a restart adds nothing twice and an owner's later
 * change in the admin stands.
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
  "api::ezforms.ezforms.submit",
];

/**
 * What users-permissions itself grants the public role on its first start: sign-up, sign-in and
 * password emails for end-user accounts. The shop has no accounts in the CMS (every visitor
 * is anonymous), and an open `POST /api/auth/local/register` would let anyone create users in it.
 * Revoked once, remembered in Strapi's store, so an owner who grants one back in the admin keeps it.
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
