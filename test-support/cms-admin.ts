/** The CMS's admin API as the admin panel calls it (contracts/strapi-v5.md), for tests and journeys. */

// Tests read Strapi's answers by path and assert on the values, so an untyped view is what they need.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export type JsonResponse = { status: number; body: Json; headers: Headers };

/** A request to the CMS, its answer parsed as JSON (null when the body is not JSON, as Koa's 405). */
export async function request(url: string, init?: RequestInit): Promise<JsonResponse> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: Json = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}

/** The development owner that ensureAdminUser (services/cms/src/setup/admin-user.ts) creates when no CMS_ADMIN_* is set. */
export const DEVELOPMENT_ADMIN = { email: "owner@bedsmade.local", password: "Bedsmade-local-1" };

export type Admin = {
  /** The admin session's token (Strapi allows five sign-ins per address in five minutes: reuse it). */
  readonly token: string;
  /** A request to the admin API that must answer 2xx; its JSON body. */
  call(method: string, path: string, body?: unknown): Promise<Json>;
  /** The documentId of the entry of a collection type with this slug. */
  documentIdOf(uid: string, slug: string): Promise<string>;
  /** The draft of a document, fully populated, as the edit view loads it. */
  draft(uid: string, documentId: string): Promise<Json>;
  /** Saves a whole draft, as the edit view's Save does. */
  saveDraft(uid: string, documentId: string, draft: Json): Promise<Json>;
  /** The draft of a single type (the header, the footer…), fully populated, as its edit view loads it. */
  singleDraft(uid: string): Promise<Json>;
  /** Saves a single type's whole draft, as its edit view's Save does. */
  saveSingleDraft(uid: string, draft: Json): Promise<Json>;
  publish(uid: string, documentId: string): Promise<Json>;
  unpublish(uid: string, documentId: string): Promise<Json>;
  remove(uid: string, documentId: string): Promise<Json>;
  /** Creates a draft (not published). */
  createDraft(uid: string, data: Json): Promise<Json>;
  webhooks(): Promise<Json[]>;
  /** What the admin's Preview opens for this document, or undefined when it has none. */
  previewUrl(uid: string, params: Record<string, string>): Promise<string | undefined>;
};

/** Signs in to the CMS at `cmsUrl` as the development owner that ensureAdminUser creates on a developer's machine. */
export async function signIn(cmsUrl: string, account = DEVELOPMENT_ADMIN): Promise<Admin> {
  const login = await request(`${cmsUrl}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  if (login.status !== 200)
    throw new Error(`POST /admin/login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return withToken(cmsUrl, login.body.data.token);
}

/** The admin API with a session token got earlier; null when the token is no longer valid. */
export async function resumeSession(cmsUrl: string, token: string): Promise<Admin | null> {
  const me = await request(`${cmsUrl}/admin/users/me`, { headers: { Authorization: `Bearer ${token}` } });
  return me.status === 200 ? withToken(cmsUrl, token) : null;
}

async function withToken(cmsUrl: string, token: string): Promise<Admin> {
  const call = async (method: string, path: string, body?: unknown): Promise<Json> => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const answer = await request(`${cmsUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 1000)}`);
    }
    return answer.body;
  };
  const documents = (uid: string) => `/content-manager/collection-types/${uid}`;
  const schemas = await loadSchemas(call);

  return {
    token,
    call,
    async documentIdOf(uid, slug) {
      const { results } = await call("GET", `${documents(uid)}?filters[slug][$eq]=${encodeURIComponent(slug)}`);
      if (results.length !== 1) throw new Error(`${uid} has ${results.length} entries with slug ${slug}`);
      return results[0].documentId;
    },
    async draft(uid, documentId) {
      return (await call("GET", `${documents(uid)}/${documentId}?status=draft`)).data;
    },
    async saveDraft(uid, documentId, draft) {
      return (await call("PUT", `${documents(uid)}/${documentId}`, editViewBody(schemas, uid, draft))).data;
    },
    async singleDraft(uid) {
      return (await call("GET", `/content-manager/single-types/${uid}?status=draft`)).data;
    },
    async saveSingleDraft(uid, draft) {
      return (await call("PUT", `/content-manager/single-types/${uid}`, editViewBody(schemas, uid, draft))).data;
    },
    async publish(uid, documentId) {
      return (await call("POST", `${documents(uid)}/${documentId}/actions/publish`, {})).data;
    },
    async unpublish(uid, documentId) {
      return (await call("POST", `${documents(uid)}/${documentId}/actions/unpublish`, {})).data;
    },
    async remove(uid, documentId) {
      return call("DELETE", `${documents(uid)}/${documentId}`);
    },
    async createDraft(uid, data) {
      return (await call("POST", documents(uid), data)).data;
    },
    async webhooks() {
      return (await call("GET", "/admin/webhooks")).data;
    },
    async previewUrl(uid, params) {
      // 204 when the content type has no preview.
      const answer = await call("GET", `/content-manager/preview/url/${uid}?${new URLSearchParams(params)}`);
      return answer?.data?.url;
    },
  };
}

type Attribute = { type: string; component?: string; repeatable?: boolean };
type Schemas = Map<string, Record<string, Attribute>>;

/** The content model as the admin panel reads it: content types and components by uid. */
async function loadSchemas(call: (method: string, path: string) => Promise<Json>): Promise<Schemas> {
  const schemas: Schemas = new Map();
  for (const path of ["/content-manager/content-types", "/content-manager/components"]) {
    for (const schema of (await call("GET", path)).data) schemas.set(schema.uid, schema.attributes);
  }
  return schemas;
}

/** Fields Strapi keeps for itself: the edit view never sends them back. */
const SYSTEM_FIELDS = new Set([
  "id",
  "documentId",
  "createdAt",
  "updatedAt",
  "publishedAt",
  "createdBy",
  "updatedBy",
  "locale",
  "localizations",
  "status",
]);

/**
 * The body the edit view sends on Save: schema attributes only, nulls dropped, components with their
 * draft's ids, list items with `__temp_key__`, relations untouched.
 */
export function editViewBody(schemas: Schemas, uid: string, entry: Json, nested = false): Json {
  const attributes = schemas.get(uid);
  if (!attributes) throw new Error(`${uid} is not in the content model`);
  const body: Json = {};
  if (nested && entry.id !== undefined) body.id = entry.id;
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = entry[name];
    if (SYSTEM_FIELDS.has(name) || value === null || value === undefined) continue;
    if (attribute.type === "relation") body[name] = { connect: [], disconnect: [] };
    else if (attribute.type === "component" && attribute.repeatable) {
      body[name] = value.map((item: Json, index: number) => ({
        ...editViewBody(schemas, String(attribute.component), item, true),
        __temp_key__: `a${index}`,
      }));
    } else if (attribute.type === "component")
      body[name] = editViewBody(schemas, String(attribute.component), value, true);
    else if (attribute.type === "dynamiczone") {
      body[name] = value.map((item: Json, index: number) => ({
        ...editViewBody(schemas, item.__component, item, true),
        __component: item.__component,
        __temp_key__: `a${index}`,
      }));
    } else body[name] = value;
  }
  return body;
}
