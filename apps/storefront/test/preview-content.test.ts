import type { AddressInfo } from "node:net";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as Readers from "../app/content/request-content.server";
import type * as PreviewCookie from "../app/preview/preview-cookie.server";

/**
 * The configuration is read when the app's modules load, so the environment is set first and the
 * modules imported after.
 */

const SECRET = "preview-content-secret";
const TOKEN = "storefront-token";

type Asked = { url: string; authorization: string | undefined };
let asked: Asked[] = [];
let server: Server;
let readers: typeof Readers;
let cookie: typeof PreviewCookie;

function answer(request: IncomingMessage) {
  const url = new URL(request.url ?? "/", "http://cms.test");
  asked.push({ url: `${url.pathname}${url.search}`, authorization: request.headers.authorization });
  return { data: { id: 1, documentId: "header", version: url.searchParams.get("status") ?? "published" } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(answer(request)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.CONTENT_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.CONTENT_API_TOKEN = TOKEN;
  process.env.PREVIEW_SECRET = SECRET;
  readers = await import("../app/content/request-content.server");
  cookie = await import("../app/preview/preview-cookie.server");
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function request(status?: "draft" | "published", secret = SECRET): Request {
  const headers = new Headers();
  if (status) headers.set("Cookie", `bedsmade_preview=${cookie.signPreview(secret, status, Date.now() + 60_000)}`);
  return new Request("http://shop.test/faqs", { headers });
}

const versionOf = (body: unknown) => (body as { data: { version: string } }).data.version;

describe("content reads during an editor's preview", () => {
  it("shoppers read through the shared cache: the CMS is asked once", async () => {
    asked = [];
    const { client, preview } = readers.contentFor(request());
    expect(preview).toBeNull();
    expect(versionOf(await client.get("/api/header"))).toBe("published");
    expect(versionOf(await client.get("/api/header"))).toBe("published");
    expect(asked).toHaveLength(1);
  });

  it("a draft preview asks the CMS every time, for drafts, with the token, and leaves the cache alone", async () => {
    asked = [];
    const { client, preview } = readers.contentFor(request("draft"));
    expect(preview?.status).toBe("draft");
    expect(versionOf(await client.get("/api/header"))).toBe("draft");
    expect(versionOf(await client.get("/api/header"))).toBe("draft");
    expect(asked.map((entry) => entry.url)).toEqual(["/api/header?status=draft", "/api/header?status=draft"]);
    expect(asked.every((entry) => entry.authorization === `Bearer ${TOKEN}`)).toBe(true);

    asked = [];
    expect(versionOf(await readers.contentFor(request()).client.get("/api/header"))).toBe("published");
    expect(asked).toHaveLength(0);
  });

  it("a published preview reads the published version afresh", async () => {
    asked = [];
    const { client } = readers.contentFor(request("published"));
    expect(versionOf(await client.get("/api/header"))).toBe("published");
    expect(asked.map((entry) => entry.url)).toEqual(["/api/header?status=published"]);
  });

  it("a cookie signed with another secret reads what shoppers read", async () => {
    asked = [];
    const { client, preview } = readers.contentFor(request("draft", "not-the-secret"));
    expect(preview).toBeNull();
    expect(versionOf(await client.get("/api/header"))).toBe("published");
    expect(asked).toHaveLength(0);
  });
});
