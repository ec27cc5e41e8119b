import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEVELOPMENT_ADMIN, resumeSession, signIn, type Admin } from "../../test-support/cms-admin";
import { contentUrl } from "./content";

/**
 * Strapi allows five sign-ins per address in five minutes, so one owner session serves the whole run,
 * its token kept in a temporary file named after the CMS's port.
 */

export const PAGE = "api::page.page";
export const ARTICLE = "api::blog-article.blog-article";
const FORM_SUBMISSIONS = "/content-manager/collection-types/api::form-submission.form-submission";

/** The owner's account as the CMS made it at its first start: CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, or the development pair. */
export const adminAccount = {
  email: process.env.CMS_ADMIN_EMAIL || DEVELOPMENT_ADMIN.email,
  password: process.env.CMS_ADMIN_PASSWORD || DEVELOPMENT_ADMIN.password,
};

const tokenFile = () => path.join(os.tmpdir(), `bedsmade-e2e-cms-admin-${new URL(contentUrl()).port}.json`);
const storedToken = z.object({ token: z.string() });
let session: Promise<Admin> | undefined;

async function openSession(): Promise<Admin> {
  const stored = existsSync(tokenFile()) ? storedToken.safeParse(JSON.parse(readFileSync(tokenFile(), "utf8"))) : null;
  const resumed = stored?.success ? await resumeSession(contentUrl(), stored.data.token) : null;
  if (resumed) return resumed;
  const admin = await signIn(contentUrl(), adminAccount);
  writeFileSync(tokenFile(), JSON.stringify({ token: admin.token }));
  return admin;
}

/** The owner's admin session, opened once per worker. */
export function cmsAdmin(): Promise<Admin> {
  session ??= openSession().catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}

const submission = z.looseObject({
  formType: z.string(),
  email: z.string(),
  mobile: z.string().nullish(),
  message: z.string().nullish(),
  deliveryStatus: z.string().nullish(),
  spamReason: z.string().nullish(),
});
export type Submission = z.infer<typeof submission>;

/** What a visitor with this email address sent, newest first, as the owner finds it in Content Manager → Form submission. */
export async function formSubmissionsFrom(email: string): Promise<Submission[]> {
  const query = `sort=createdAt:desc&filters[email][$eq]=${encodeURIComponent(email)}`;
  const body = await (await cmsAdmin()).call("GET", `${FORM_SUBMISSIONS}?${query}`);
  return z.object({ results: z.array(submission) }).parse(body).results;
}

export type Draft = Record<string, unknown>;

/** Changes a document's draft as `edit` returns it and publishes it, as Save then Publish in the edit view do. */
export async function editDocument(uid: string, documentId: string, edit: (draft: Draft) => Draft): Promise<void> {
  const admin = await cmsAdmin();
  await admin.saveDraft(uid, documentId, edit(await admin.draft(uid, documentId)));
  await admin.publish(uid, documentId);
}

/** The same for the page with this slug: what an editor does in the admin, through the same calls. */
export async function editPage(slug: string, edit: (draft: Draft) => Draft): Promise<void> {
  await editDocument(PAGE, await (await cmsAdmin()).documentIdOf(PAGE, slug), edit);
}

/** Creates a document from its fields and publishes it; answers its documentId. */
export async function createAndPublish(uid: string, fields: Draft): Promise<string> {
  const admin = await cmsAdmin();
  const { documentId } = z.object({ documentId: z.string() }).parse(await admin.createDraft(uid, fields));
  await admin.publish(uid, documentId);
  return documentId;
}
