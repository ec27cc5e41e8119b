import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { MESSAGE_MAX_LENGTH } from "@bedsmade/form-rules";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitMiddleware, bodyLimitOf, bufferedBody } from "../app/http/body-limit.server";
import { requestShapeMiddleware } from "../app/http/request-shape.server";
import { comesFromAnotherSite, sameOriginPostsMiddleware } from "../app/http/same-origin.server";

/** The Express layer as server.ts mounts it, in front of a handler that reports the body it was given. */
let server: http.Server;
let port: number;
const LIMIT = 1000;

beforeAll(async () => {
  const app = express();
  app.use(
    requestShapeMiddleware(),
    sameOriginPostsMiddleware(),
    bodyLimitMiddleware(() => LIMIT),
  );
  app.use((request, response) => {
    response.json({ received: bufferedBody(request)?.toString("latin1") ?? null });
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request, so nothing (not fetch, not Node's client) tidies up what an attacker would send. */
function send(options: { method?: string; headers?: Record<string, string>; body?: Buffer | Buffer[] }) {
  return new Promise<{ status: number; text: string; connection?: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: "/api/cart", method: options.method ?? "POST" });
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setHeader(name, value);
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, text, connection: response.headers.connection }),
      );
    });
    request.on("error", reject);
    for (const chunk of Array.isArray(options.body) ? options.body : options.body ? [options.body] : []) {
      request.write(chunk);
    }
    request.end();
  });
}

describe("request bodies have a limit (issue 10 item 1)", () => {
  it("refuses a body whose Content-Length is over the limit with 413 and a sentence", async () => {
    const answer = await send({ headers: { "Content-Length": String(LIMIT + 1) }, body: Buffer.alloc(LIMIT + 1, "a") });
    expect(answer.status).toBe(413);
    expect(answer.text).toBe("This request is larger than this address accepts (at most 1 KB).");
  });

  it("reads and drops a body a little over the limit, so the client gets its 413; a flood ends the connection", async () => {
    const nearMiss = Buffer.alloc(600 * 1024, "a");
    const near = await send({ headers: { "Content-Length": String(nearMiss.length) }, body: nearMiss });
    expect(near).toMatchObject({ status: 413, connection: "keep-alive" });
    const flood = await send({ headers: { "Content-Length": String(50 * 1024 * 1024) }, body: Buffer.alloc(1024) });
    expect(flood).toMatchObject({ status: 413, connection: "close" });
  });

  it("counts a chunked body as it arrives and refuses it once it passes the limit", async () => {
    const chunks = Array.from({ length: 5 }, () => Buffer.alloc(400, "a"));
    const answer = await send({ headers: { "Transfer-Encoding": "chunked" }, body: chunks });
    expect(answer.status).toBe(413);
    expect(answer.text).toMatch(/^This request is larger than this address accepts/);
  });

  it("hands a body within the limit, urlencoded or multipart, on whole", async () => {
    const urlencoded = "intent=add&variantKey=44700000001008";
    expect(
      await send({ headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: Buffer.from(urlencoded) }),
    ).toMatchObject({ status: 200, text: JSON.stringify({ received: urlencoded }) });
    const form = new FormData();
    form.set("intent", "checkout");
    const encoded = new Response(form);
    const multipart = Buffer.from(await encoded.arrayBuffer());
    const chunked = await send({
      headers: { "Transfer-Encoding": "chunked", "Content-Type": encoded.headers.get("Content-Type") ?? "" },
      body: [multipart.subarray(0, 50), multipart.subarray(50)],
    });
    expect(chunked).toMatchObject({ status: 200, text: JSON.stringify({ received: multipart.toString("latin1") }) });
  });

  it("sets each route family's limit from its largest honest body", async () => {
    // The longest contact form: every character of the message three bytes of UTF-8, urlencoded.
    const longestContact = new URLSearchParams({
      formType: "contact",
      email: `${"a".repeat(64)}@${"b".repeat(180)}.com.au`,
      mobile: "0412345678",
      message: "€".repeat(MESSAGE_MAX_LENGTH),
      returnTo: `/blog/${"a".repeat(200)}?page=2`,
      company: "",
    }).toString();
    expect(Buffer.byteLength(longestContact)).toBeLessThanOrEqual(bodyLimitOf("/api/forms"));
    // A message pasted far over the rule is still read, so it can come back with the text kept.
    const pastedLetter = new URLSearchParams({ formType: "contact", message: "中".repeat(7_000) }).toString();
    expect(Buffer.byteLength(pastedLetter)).toBeLessThanOrEqual(bodyLimitOf("/api/forms"));
    expect(bodyLimitOf("/api/forms.data")).toBe(bodyLimitOf("/api/forms"));
    const longestIntent = new URLSearchParams({
      intent: "set-quantity",
      lineId: `gid://shopify/CartLine/${"a".repeat(488)}`,
      quantity: "30",
      redirectTo: `/buy?step=4&line=classic&size=queen&depth=26-30&${"x".repeat(500)}`,
    }).toString();
    expect(Buffer.byteLength(longestIntent)).toBeLessThanOrEqual(bodyLimitOf("/api/cart"));
    expect(bodyLimitOf("/buy")).toBe(bodyLimitOf("/api/cart"));
    // Strapi's webhook carries a whole entry: far more room than a form, far less than a flood.
    expect(bodyLimitOf("/api/revalidate")).toBeGreaterThan(bodyLimitOf("/api/forms"));
    expect(bodyLimitOf("/api/revalidate")).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe("cross-site posts are refused by one origin rule (issue 10 item 4)", () => {
  it("refuses a post naming another origin, or none (Origin: null), without Fetch Metadata", async () => {
    for (const origin of ["https://evil.example", "null", `http://127.0.0.1:${port + 1}`, "not a url"]) {
      const answer = await send({ headers: { Origin: origin }, body: Buffer.from("intent=checkout") });
      expect(answer, origin).toMatchObject({
        status: 403,
        text: "This can only be sent from a page of the Bedsmade site.",
      });
    }
  });

  it("refuses a post Fetch Metadata calls cross-site or same-site", async () => {
    for (const fetchSite of ["cross-site", "same-site"]) {
      const answer = await send({ headers: { "Sec-Fetch-Site": fetchSite }, body: Buffer.from("intent=checkout") });
      expect(answer.status, fetchSite).toBe(403);
    }
  });

  it("lets our own pages post, and clients that send neither header", async () => {
    const own = { Origin: `http://127.0.0.1:${port}`, "Sec-Fetch-Site": "same-origin" };
    expect((await send({ headers: own, body: Buffer.from("a=1") })).status).toBe(200);
    expect((await send({ body: Buffer.from("a=1") })).status).toBe(200);
    expect(comesFromAnotherSite({ origin: "HTTP://LOCALHOST:3000" }, "http://localhost:3000")).toBe(false);
    expect(comesFromAnotherSite({ fetchSite: "none" }, "http://localhost:3000")).toBe(false);
  });
});

describe("requests the app cannot represent get 4xx and a sentence (issue 10 item 6)", () => {
  it("answers TRACE and other unserved methods 405", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "OPTIONS", "PROPFIND"]) {
      const answer = await send({ method });
      expect(answer, method).toMatchObject({
        status: 405,
        text: "This site answers only GET, HEAD and POST requests.",
      });
    }
  });

  it("answers a malformed Host 400", async () => {
    // The last four have a host's shape, but no URL can hold them: port 99999, broken IPv4, broken IPv6.
    for (const host of [
      'evil.com"><x>',
      "evil.com/path",
      "a b",
      "evil.com:port",
      "localhost:99999",
      "a.123",
      "1.2.3.4.5",
      "[:::]",
    ]) {
      const answer = await send({ method: "GET", headers: { Host: host } });
      expect(answer, host).toMatchObject({ status: 400, text: "This request's Host header is not a valid host name." });
    }
    for (const host of ["localhost:3000", "shop.bedsmade.com.au", "127.0.0.1", "[::1]:3000"]) {
      expect((await send({ method: "GET", headers: { Host: host } })).status, host).toBe(200);
    }
  });
});
