import type { Core } from "@strapi/strapi";

/**
 * The owner's first admin account. Development falls back to a known pair; production refuses, so a
 * live shop never runs with a password written in this file.
 */
export const DEVELOPMENT_ADMIN = { email: "owner@bedsmade.local", password: "Bedsmade-local-1" };

const NO_ADMIN =
  "[setup] The CMS has no admin yet: set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD to create the owner's account, then start again.";

/** An error Strapi logs as its one sentence, without a stack: nothing in it is the code's fault. */
function refusal(sentence: string): Error {
  const error = new Error(sentence);
  error.stack = sentence;
  return error;
}

export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service("admin::user");
  if (await users.exists()) return;

  const production = process.env.NODE_ENV === "production";
  const email = process.env.CMS_ADMIN_EMAIL || (production ? "" : DEVELOPMENT_ADMIN.email);
  const password = process.env.CMS_ADMIN_PASSWORD || (production ? "" : DEVELOPMENT_ADMIN.password);
  // Without an account Strapi opens its first-run registration: whoever reached /admin first would own the shop.
  if (!email || !password) throw refusal(NO_ADMIN);
  const superAdmin = await strapi.service("admin::role").getSuperAdmin();
  await users.create({
    email,
    password,
    firstname: "Shop",
    lastname: "Owner",
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  const usedDefaults = !process.env.CMS_ADMIN_EMAIL || !process.env.CMS_ADMIN_PASSWORD;
  strapi.log.info(
    usedDefaults
      ? `[setup] Created the admin user ${email} with the development password ${password}: sign in at /admin and change it.`
      : `[setup] Created the admin user ${email}.`,
  );
}
