import { spawnSync } from "node:child_process";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accessLog, requestIdHeader, truncatedAddress } from "../app/http/access-log.server";
import { log } from "../app/log.server";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const servers: Server[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A storefront-shaped app: the access log first, a picture route with an id, and a cached page. */
async function serve(trustProxy?: string) {
  const app = express();
  if (trustProxy) app.set("trust proxy", trustProxy);
  app.use(accessLog());
  app.get("/_image/:name", (_request, response) => {
    log.warn("a line inside the request");
    response.json({ sentOn: requestIdHeader() });
  });
  app.use((_request, response) => {
    response.set("X-Page-Cache", "HIT").type("text/html").send("<p>A stored page</p>");
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Everything the logger writes while `work` runs. */
async function written(work: () => Promise<unknown>): Promise<string> {
  let text = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    text += chunk.toString();
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    text += chunk.toString();
    return true;
  });
  try {
    await work();
    // pino-http writes the line once the response has finished, a moment after the client has it.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
    vi.mocked(process.stderr.write).mockRestore();
  }
  return text;
}

describe("the access line", () => {
  it("names the method, route, status, page-cache state, bytes and duration, and never a secret", async () => {
    const origin = await serve();
    let requestId = "";
    const text = await written(async () => {
      const response = await fetch(`${origin}/faqs?email=shopper%40example.com&token=s3cret-token`, {
        headers: { Cookie: "bedsmade_session=cookie-value-123", Authorization: "Bearer bearer-token-456" },
      });
      await response.text();
      requestId = response.headers.get("X-Request-Id") ?? "";
    });
    const line = text.split("\n").find((each) => each.includes(requestId) && each.includes("request")) ?? "";
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(line).toContain("route=/faqs");
    expect(line).toContain('"status":200');
    expect(line).toContain('"pageCache":"HIT"');
    expect(line).toMatch(/"bytes":[1-9]\d*/);
    expect(line).toMatch(/durationMs=\d+/);
    expect(line).toContain('"client":"127.0.0.0/24"');
    for (const secret of ["shopper", "example.com", "s3cret", "cookie-value-123", "bearer-token-456", "127.0.0.1"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("gives a route's pattern rather than its id, and the request's id on every line inside it", async () => {
    const origin = await serve();
    let answer: unknown;
    const text = await written(async () => {
      answer = await (await fetch(`${origin}/_image/chair-1234.jpg?w=640`)).json();
    });
    const requestId = (answer as { sentOn: Record<string, string> }).sentOn["X-Request-Id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(text).toContain("route=/_image/:name");
    expect(text).not.toContain("chair-1234");
    const inside = text.split("\n").find((line) => line.includes("a line inside the request"));
    expect(inside).toContain(`requestId=${requestId}`);
  });
});

describe("the request id", () => {
  it("is the proxy's only when TRUST_PROXY trusts the sender, and plain", async () => {
    const trusted = await serve("loopback");
    const untrusted = await serve();
    const idFrom = async (origin: string, offered: string) =>
      (await fetch(`${origin}/`, { headers: { "X-Request-Id": offered } })).headers.get("X-Request-Id");
    await written(async () => {
      expect(await idFrom(trusted, "edge-42")).toBe("edge-42");
      expect(await idFrom(untrusted, "edge-42")).toMatch(/^[0-9a-f-]{36}$/);
      expect(await idFrom(trusted, 'a}b{"c')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await idFrom(trusted, "x".repeat(200))).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it("is sent on only while a request is being handled", () => {
    expect(requestIdHeader()).toEqual({});
  });
});

describe("truncatedAddress", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0/24"],
    ["::ffff:203.0.113.77", "203.0.113.0/24"],
    ["2001:db8:abcd:12:1:2:3:4", "2001:db8:abcd::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
    ["fe80::1%eth0", "fe80:0:0::/48"],
    ["not an address", "unknown"],
    ["", "unknown"],
  ])("%s → %s", (address, kept) => {
    expect(truncatedAddress(address)).toBe(kept);
  });
});

describe("in production", () => {
  it("writes one JSON object per line, an error with its stack inside it", () => {
    const script = [
      'const { log } = await import("./app/log.server.ts");',
      'log.info("Storefront (production) listening on port 1");',
      'log.error({ err: new Error("the shop is down") }, "Unhandled request error:");',
    ].join("\n");
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: appRoot,
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    const lines = run.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    const [listening, failure] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(listening).toMatchObject({ level: "info", service: "storefront" });
    expect(listening?.msg).toBe("Storefront (production) listening on port 1");
    expect(failure).toMatchObject({ level: "error", msg: "Unhandled request error:" });
    expect((failure?.err as { stack: string }).stack).toMatch(/the shop is down\n\s+at /);
  });
});
