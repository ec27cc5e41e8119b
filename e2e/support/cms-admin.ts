import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { z } from "zod";
import { DEVELOPMENT_ADMIN, editViewBody } from "../../test-support/cms-admin";
import { contentUrl } from "./content";

/**
 * The CMS as its owner uses it: Strapi's admin API (the calls the admin UI makes), signed in as the
 * owner's account. Strapi allows five sign-ins per address in five minutes, so one token serves the
 * whole run: it is kept in a temporary file named after the CMS's port, and checked before each worker uses it.
 */

export const PAGE = "api::page.page";
export const ARTICLE = "api::blog-article.blog-article";
const FORM_SUBMISSION = "api::form-submission.form-submission";

/** The owner's account as the CMS made it at its first start: CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, or the development pair. */
export const adminAccount = {
  email: process.env.CMS_ADMIN_EMAIL || DEVELOPMENT_ADMIN.email,
  password: process.env.CMS_ADMIN_PASSWORD || DEVELOPMENT_ADMIN.password,
};

const tokenFile = () => path.join(os.tmpdir(), `bedsmade-e2e-cms-admin-${new URL(contentUrl()).port}.json`);
let token: Promise<string> | undefined;

async function signIn(request: APIRequestContext): Promise<string> {
  const cached = existsSync(tokenFile()) ? z.object({ token: z.string() }).safeParse(JSON.parse(readFileSync(tokenFile(), "utf8"))) : null;
  if (cached?.success) {
    const me = await request.get(`${contentUrl()}/admin/users/me`, { headers: { Authorization: `Bearer ${cached.data.token}` } });
    if (me.ok()) return cached.data.token;
  }
  const response = await request.post(`${contentUrl()}/admin/login`, { data: adminAccount });
  expect(response.ok(), `signing in to the CMS admin answered ${response.status()}`).toBe(true);
  const fresh = z.object({ data: z.object({ token: z.string() }) }).parse(await response.json()).data.token;
  writeFileSync(tokenFile(), JSON.stringify({ token: fresh }));
  return fresh;
}

/** One admin API call with the owner's token; fails the test on an error answer. */
async function admin(request: APIRequestContext, method: "GET" | "POST" | "PUT" | "DELETE", url: string, data?: unknown): Promise<unknown> {
  token ??= signIn(request).catch((error: unknown) => {
    token = undefined;
    throw error;
  });
  const response = await request.fetch(`${contentUrl()}${url}`, {
    method,
    headers: { Authorization: `Bearer ${await token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${url} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`).toBe(true);
  return response.json();
}

const collectionPath = (uid: string) => `/content-manager/collection-types/${uid}`;

const submission = z.looseObject({ formType: z.string(), email: z.string(), mobile: z.string().nullish(), message: z.string().nullish() });
export type Submission = z.infer<typeof submission>;

/** What a visitor with this email address sent, newest first, as the owner finds it in Content Manager → Form submission. */
export async function formSubmissionsFrom(request: APIRequestContext, email: string): Promise<Submission[]> {
  const query = `sort=createdAt:desc&filters[email][$eq]=${encodeURIComponent(email)}`;
  const body = await admin(request, "GET", `${collectionPath(FORM_SUBMISSION)}?${query}`);
  return z.object({ results: z.array(submission) }).parse(body).results;
}

/** The documentId of the entry with this slug. */
export async function documentIdOf(request: APIRequestContext, uid: string, slug: string): Promise<string> {
  const body = await admin(request, "GET", `${collectionPath(uid)}?filters[slug][$eq]=${encodeURIComponent(slug)}`);
  const [found] = z.object({ results: z.array(z.object({ documentId: z.string() })) }).parse(body).results;
  if (!found) throw new Error(`the CMS has no ${uid} with slug ${slug}`);
  return found.documentId;
}

export type Draft = Record<string, unknown>;

/** The draft of a document, fully populated, as the admin's edit view loads it. */
export async function readDraft(request: APIRequestContext, uid: string, documentId: string): Promise<Draft> {
  const body = await admin(request, "GET", `${collectionPath(uid)}/${documentId}?status=draft`);
  return z.object({ data: z.record(z.string(), z.unknown()) }).parse(body).data;
}

const attributes = z.record(z.string(), z.object({ type: z.string(), component: z.string().optional(), repeatable: z.boolean().optional() }));
const schemaList = z.object({ data: z.array(z.object({ uid: z.string(), attributes })) });
let schemas: Promise<Map<string, z.infer<typeof attributes>>> | undefined;

/** The content model as the edit view reads it (content types and components by uid), once per worker. */
function contentModel(request: APIRequestContext): Promise<Map<string, z.infer<typeof attributes>>> {
  schemas ??= Promise.all(
    ["/content-manager/content-types", "/content-manager/components"].map(async (url) => schemaList.parse(await admin(request, "GET", url)).data),
  ).then((lists) => new Map(lists.flat().map((schema) => [schema.uid, schema.attributes])));
  return schemas;
}

/** Saves a changed draft and publishes it, as Save then Publish in the edit view do. */
export async function saveAndPublish(request: APIRequestContext, uid: string, documentId: string, draft: Draft): Promise<void> {
  // The body the edit view sends on Save (test-support/cms-admin.ts): the schema's fields, ids kept, relations unchanged.
  await admin(request, "PUT", `${collectionPath(uid)}/${documentId}`, editViewBody(await contentModel(request), uid, draft));
  await admin(request, "POST", `${collectionPath(uid)}/${documentId}/actions/publish`, {});
}

/**
 * Changes the draft of the page with this slug as `edit` returns it, then publishes it: what an editor
 * does in the admin, through the same calls.
 */
export async function editPage(request: APIRequestContext, slug: string, edit: (draft: Draft) => Draft): Promise<void> {
  const documentId = await documentIdOf(request, PAGE, slug);
  await saveAndPublish(request, PAGE, documentId, edit(await readDraft(request, PAGE, documentId)));
}

/** Creates a document from its fields and publishes it; answers its documentId. */
export async function createAndPublish(request: APIRequestContext, uid: string, fields: Draft): Promise<string> {
  const body = await admin(request, "POST", collectionPath(uid), fields);
  const { documentId } = z.object({ data: z.object({ documentId: z.string() }) }).parse(body).data;
  await admin(request, "POST", `${collectionPath(uid)}/${documentId}/actions/publish`, {});
  return documentId;
}

/** Deletes a document, draft and published versions both. */
export async function deleteDocument(request: APIRequestContext, uid: string, documentId: string): Promise<void> {
  await admin(request, "DELETE", `${collectionPath(uid)}/${documentId}`);
}
