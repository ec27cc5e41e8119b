import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basePolicy, securityHeadersMiddleware, securityOptions } from "../app/http/security-headers.server";

/**
 * Mounted after compression, as server.ts does, before handlers that answer the storefront's ways;
 * the document's own policy is appended, as React Router's adapter does.
 */

const DOCUMENT_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(
    securityHeadersMiddleware(
      securityOptions(
        {
          content: { apiUrl: "http://localhost:1337", token: undefined, mediaOrigins: [] },
          shop: {
            apiUrl: "http://localhost:4000/api/2026-04/graphql.json",
            storefrontToken: undefined,
            checkoutHosts: [],
          },
        },
        true,
      ),
    ),
  );
  app.get("/document", (_request, response) => {
    response.append("Content-Security-Policy", DOCUMENT_POLICY);
    response.type("html").send(`<!doctype html><p>${"sheets ".repeat(400)}</p>`);
  });
  app.get("/json", (_request, response) => void response.json({ ok: true }));
  app.get("/redirect", (_request, response) => response.redirect(303, "/document"));
  app.get(
    "/broken",
    (_request, response) => void response.status(500).type("text/plain").send("Internal Server Error"),
  );
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("securityHeadersMiddleware", () => {
  it("leaves a document exactly one policy, its own, even when compressed", async () => {
    const response = await fetch(`${origin}/document`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-security-policy")).toBe(DOCUMENT_POLICY);
  });

  it.each(["/json", "/redirect", "/broken"])("gives %s the strict base policy and the common headers", async (path) => {
    const response = await fetch(`${origin}${path}`, { redirect: "manual" });
    expect(response.headers.get("content-security-policy")).toBe(basePolicy());
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });
});
