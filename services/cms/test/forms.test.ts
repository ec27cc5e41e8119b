import { MESSAGE_TOO_LONG, FORM_TYPE_MESSAGE, SET_MESSAGE } from "@bedsmade/form-rules";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms } from "../../../test-support/cms.js";
import { request, signIn, type Admin, type Json, type JsonResponse } from "../../../test-support/cms-admin.js";
import { pathSpellings, sendAsSpelled } from "../../../test-support/path-spellings.js";
import { freePort, stopAll, type Spawned } from "../../../test-support/processes.js";

/** `POST /api/ezforms/submit` on the real Strapi: the shared form rules, storage, body limit and rate limit. */

const SUBMISSIONS = "/content-manager/collection-types/api::form-submission.form-submission";
const LIMIT = 20;
/** The storefront's token key, as `npm start` hands it to both sides. */
const STOREFRONT_TOKEN = "forms-test-storefront-token-0123456789abcdef";

let port: number;
let scratch: string;
let dataDir: string;
let cms: Spawned;
const url = (pathAndQuery: string) => `http://127.0.0.1:${port}${pathAndQuery}`;

const send = (pathAndQuery: string, init: RequestInit = {}) => request(url(pathAndQuery), init);

function submit(body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
  return send("/api/ezforms/submit", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The admin API as the owner's admin panel uses it, signed in once (Strapi limits sign-ins). */
let signedIn: Admin | undefined;
async function admin(method: string, pathAndQuery: string, body?: unknown): Promise<Json> {
  signedIn ??= await signIn(url(""));
  return signedIn.call(method, pathAndQuery, body);
}

async function storedWithEmail(email: string): Promise<Json[]> {
  const listed = await admin("GET", `${SUBMISSIONS}?filters[email][$eq]=${encodeURIComponent(email)}`);
  return listed.results;
}

async function restart(): Promise<void> {
  await cms.stop(10_000);
  cms = await startCms({ port, dataDir, env: { CONTENT_API_TOKEN: STOREFRONT_TOKEN } });
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  formType: "contact",
  email: "sam@example.com",
  mobile: "+61412345678",
  message: "Do you make sheets for a 45 cm deep mattress?",
  ...overrides,
});

beforeAll(async () => {
  port = await freePort();
  scratch = await mkdtemp(path.join(os.tmpdir(), "bedsmade-cms-forms-"));
  dataDir = path.join(scratch, "data");
  cms = await startCms({ port, dataDir, env: { CONTENT_API_TOKEN: STOREFRONT_TOKEN } });
}, 240_000);

afterAll(async () => {
  await stopAll();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("a valid submission", () => {
  it("answers 200 with the formData it was sent, as ezforms does, and is stored for the owner to read in the admin", async () => {
    const formData = contact({ email: "  valid-contact@example.com ", message: "Sheets for a 45 cm mattress?" });
    const answer = await submit({ formName: "Contact page", formData });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(formData);

    const [stored, ...others] = await storedWithEmail("valid-contact@example.com");
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      formName: "Contact page",
      formType: "contact",
      email: "valid-contact@example.com",
      mobile: "+61412345678",
      message: "Sheets for a 45 cm mattress?",
      data: formData,
    });
  });

  it("is listed in the owner's Content Manager newest first, by email, form, delivery status, back-in-stock status and date", async () => {
    const { data } = await admin(
      "GET",
      "/content-manager/content-types/api::form-submission.form-submission/configuration",
    );
    expect(data.contentType.settings).toMatchObject({
      mainField: "email",
      defaultSortBy: "createdAt",
      defaultSortOrder: "DESC",
    });
    expect(data.contentType.layouts.list).toEqual([
      "email",
      "formType",
      "deliveryStatus",
      "restockStatus",
      "createdAt",
    ]);
    // The CMS keeps the tries' bookkeeping; the owner may set the status (a failed message back to pending).
    const editable = (field: string) => data.contentType.metadatas[field].edit.editable;
    expect(["deliveryAttempts", "nextDeliveryAt", "deliveryError", "spamReason"].map(editable)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(editable("deliveryStatus")).toBe(true);
    expect(data.contentType.metadatas.deliveryStatus.edit.description).toMatch(/set it back to pending/);
  });

  it("of the subscribe form needs only an email, the sold-out one the set too, and each is named after its form when no formName is sent", async () => {
    const set = { line: "classic", size: "queen", depth: "44700000001006" };
    for (const [formType, fields] of [
      ["subscribe", {}],
      ["sold-out", set],
    ] as const) {
      const email = `${formType}@example.com`;
      const answer = await submit({ formData: { formType, email, ...fields } });
      expect(answer.status).toBe(200);
      const [stored] = await storedWithEmail(email);
      expect(stored).toMatchObject({ formName: formType, formType, email, mobile: null, message: null, ...fields });
    }
  });

  it("may be as large as an honest form gets: a 5,000-character message in a script of three bytes a character", async () => {
    const message = "床".repeat(5000);
    const answer = await submit({ formData: contact({ email: "long-message@example.com", message }) });
    expect(answer.status).toBe(200);
    expect((await storedWithEmail("long-message@example.com"))[0].message).toBe(message);
  });
});

describe("a submission that breaks a form rule answers 400 in Strapi's error envelope, naming the field and its message", () => {
  const cases: { rule: string; body: unknown; path: string[]; message: string }[] = [
    {
      rule: "the form type is subscribe, sold-out or contact",
      body: { formData: { formType: "newsletter", email: "a@example.com" } },
      path: ["formData", "formType"],
      message: FORM_TYPE_MESSAGE,
    },
    {
      rule: "subscribe needs an email (Required)",
      body: { formData: { formType: "subscribe", email: "   " } },
      path: ["formData", "email"],
      message: "Required",
    },
    {
      rule: "sold-out needs a valid email",
      body: { formData: { formType: "sold-out", email: "not-an-email", line: "classic", size: "queen", depth: "" } },
      path: ["formData", "email"],
      message: "Please enter a valid email",
    },
    {
      rule: "sold-out names the set it is for",
      body: {
        formData: { formType: "sold-out", email: "a@example.com", line: "classic", size: "queen", depth: "a b" },
      },
      path: ["formData", "depth"],
      message: SET_MESSAGE,
    },
    {
      rule: "contact needs an email",
      body: { formData: contact({ email: undefined }) },
      path: ["formData", "email"],
      message: "Required",
    },
    {
      rule: "contact needs a mobile",
      body: { formData: contact({ mobile: "" }) },
      path: ["formData", "mobile"],
      message: "Required",
    },
    {
      rule: "contact's mobile is an Australian mobile with no spaces (aus_mobile)",
      body: { formData: contact({ mobile: "0412 345 678" }) },
      path: ["formData", "mobile"],
      message: "Please enter a valid Australian mobile number (with no spaces)",
    },
    {
      rule: "contact needs a message",
      body: { formData: contact({ message: "" }) },
      path: ["formData", "message"],
      message: "Required",
    },
    {
      rule: "contact's message is at most 5,000 characters",
      body: { formData: contact({ message: "x".repeat(5001) }) },
      path: ["formData", "message"],
      message: MESSAGE_TOO_LONG,
    },
    {
      rule: "the body carries formData",
      body: { formName: "Contact page" },
      path: ["formData"],
      message: "formData must be an object of the form's fields",
    },
  ];

  it.each(cases)("$rule", async ({ body, path, message }) => {
    const answer = await submit(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      data: null,
      error: { status: 400, name: "ValidationError", message, details: { errors: [{ path, message }] } },
    });
  });

  it("every broken field is listed, and nothing is stored", async () => {
    const answer = await submit({ formData: contact({ email: "nobody-stored@", mobile: "12345", message: "" }) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe("3 errors occurred");
    expect(answer.body.error.details.errors.map((error: { path: string[] }) => error.path.join("."))).toEqual([
      "formData.email",
      "formData.mobile",
      "formData.message",
    ]);
    expect(await storedWithEmail("nobody-stored@")).toEqual([]);
  });
});

describe("what the form route refuses before it reads a submission", () => {
  it("a body of more than a few KB answers 413 in Strapi's envelope", async () => {
    const answer = await submit({ formData: contact({ email: "too-big@example.com", message: "x".repeat(40_000) }) });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ data: null, error: { status: 413 } });
    expect(await storedWithEmail("too-big@example.com")).toEqual([]);
  });

  it.each(pathSpellings("/api/ezforms/submit"))(
    "so does a body that large sent to the route spelled with $name ($path)",
    async ({ path: spelled }) => {
      const email = `too-big-${spelled.length}@example.com`;
      const answer = await sendAsSpelled(url(""), spelled, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ formData: contact({ email, message: "x".repeat(40_000) }) }),
      });
      expect(answer.status).toBe(413);
      expect(await storedWithEmail(email)).toEqual([]);
    },
  );

  it("only the form route is held to that limit: the owner's admin saves a longer text", async () => {
    const created = await admin("POST", SUBMISSIONS, {
      formType: "contact",
      email: "admin-note@example.com",
      message: "y".repeat(40_000),
    });
    expect(created.data.message).toHaveLength(40_000);
  });
});

describe("the public API", () => {
  it("cannot list, read or write submissions", async () => {
    expect((await send("/api/form-submissions")).status).toBe(403);
    const [stored] = await storedWithEmail("valid-contact@example.com");
    expect((await send(`/api/form-submissions/${stored.documentId}`)).status).toBe(403);
    const write = await send("/api/form-submissions", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ data: { formType: "contact", email: "forged@example.com" } }),
    });
    expect(write.status).toBe(403);
  });
});

describe("a stored submission", () => {
  it("is still there after the CMS stops and starts again on the same data", async () => {
    await restart();
    const [stored] = await storedWithEmail("valid-contact@example.com");
    expect(stored).toMatchObject({ formType: "contact", message: "Sheets for a 45 cm mattress?" });
  });
});

describe("the per-address rate limit", () => {
  // After the restart above the limiter (in memory) starts afresh.
  it(`lets one address send ${LIMIT} submissions in ten minutes, refused ones included; the next answers 429 with Retry-After`, async () => {
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      expect((await submit({ formData: { formType: "subscribe", email: "" } })).status).toBe(400);
    }
    const limited = await submit({ formData: { formType: "subscribe", email: "over-the-limit@example.com" } });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ data: null, error: { status: 429, name: "RateLimitError" } });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await storedWithEmail("over-the-limit@example.com")).toEqual([]);
  });

  it.each(pathSpellings("/api/ezforms/submit"))(
    "holds for the route spelled with $name ($path): no submission is stored past it",
    async ({ path: spelled }) => {
      const email = `spelled-over-${spelled.length}-${spelled.charCodeAt(2)}@example.com`;
      const answer = await sendAsSpelled(url(""), spelled, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ formData: { formType: "subscribe", email } }),
      });
      expect(answer.status).not.toBe(200);
      expect(answer.status).toBeLessThan(500);
      expect(await storedWithEmail(email)).toEqual([]);
    },
  );

  it("does not hold back the storefront, which posts for all its visitors from one address with its own token", async () => {
    const answer = await submit(
      { formData: { formType: "subscribe", email: "via-token@example.com" } },
      {
        Authorization: `Bearer ${STOREFRONT_TOKEN}`,
      },
    );
    expect(answer.status).toBe(200);
    expect(await storedWithEmail("via-token@example.com")).toHaveLength(1);
  });

  it("an API token needs the submit permission: a read-only one is refused with 403", async () => {
    const token = await admin("POST", "/admin/api-tokens", {
      name: "Read-only test",
      type: "read-only",
      lifespan: null,
      description: "",
    });
    const answer = await submit(
      { formData: { formType: "subscribe", email: "read-only@example.com" } },
      {
        Authorization: `Bearer ${token.data.accessKey}`,
      },
    );
    expect(answer.status).toBe(403);
  });
});
