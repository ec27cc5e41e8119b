import { z } from "zod";

/**
 * The real CMS's admin API, used as the admin UI uses it (contracts/strapi-v5.md "The admin API"):
 * an editor signs in, finds a document, changes its draft and asks for its preview address.
 */

/** The development admin that services/cms/src/setup/admin-user.ts creates on a fresh CMS. */
const DEVELOPMENT_ADMIN = { email: "owner@bedsmade.local", password: "Bedsmade-local-1" };

/** Fields every document has that are not the content type's own attributes: a save leaves them out. */
const SYSTEM_FIELDS = new Set([
  "id",
  "documentId",
  "createdAt",
  "updatedAt",
  "publishedAt",
  "locale",
  "createdBy",
  "updatedBy",
  "localizations",
  "status",
]);

export type Draft = Record<string, unknown> & { documentId: string };

const signedIn = z.object({ data: z.object({ token: z.string() }) });
const found = z.object({ results: z.array(z.object({ documentId: z.string() })) });
const document = z.object({ data: z.looseObject({ documentId: z.string() }) });
const previewAnswer = z.object({ data: z.object({ url: z.string().optional() }) });

/** Nulls dropped at every depth, as the admin UI sends a document back. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([name, field]) => [name, withoutNulls(field)]),
  );
}

export async function cmsAdmin(cmsUrl: string) {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(DEVELOPMENT_ADMIN),
  });
  if (!login.ok) throw new Error(`POST /admin/login answered ${login.status}: ${await login.text()}`);
  const { token } = signedIn.parse(await login.json()).data;

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${cmsUrl}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers },
    });
    if (!response.ok && response.status !== 204) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  }

  const collection = (uid: string) => `/content-manager/collection-types/${uid}`;

  return {
    /** The documentId of the entry with this slug. */
    async documentIdOf(uid: string, slug: string): Promise<string> {
      const answer = found.parse(await (await call(`${collection(uid)}?filters[slug][$eq]=${encodeURIComponent(slug)}`)).json());
      const entry = answer.results[0];
      if (!entry) throw new Error(`the CMS has no ${uid} with slug ${slug}`);
      return entry.documentId;
    },

    /** The draft, fully populated. */
    async readDraft(uid: string, documentId: string): Promise<Draft> {
      return document.parse(await (await call(`${collection(uid)}/${documentId}?status=draft`)).json()).data;
    },

    /** Saves a changed draft whole (component ids kept, `__component` on dynamic-zone items); publishes nothing. */
    async saveDraft(uid: string, draft: Draft): Promise<void> {
      const attributes = Object.fromEntries(Object.entries(draft).filter(([name]) => !SYSTEM_FIELDS.has(name)));
      await call(`${collection(uid)}/${draft.documentId}`, { method: "PUT", body: JSON.stringify(withoutNulls(attributes)) });
    },

    /** What the admin's Preview would open for this document, or undefined when it has none. */
    async previewUrl(uid: string, params: Record<string, string>): Promise<string | undefined> {
      const query = new URLSearchParams(params);
      const response = await call(`/content-manager/preview/url/${uid}?${query}`);
      return response.status === 204 ? undefined : previewAnswer.parse(await response.json()).data.url;
    },
  };
}
