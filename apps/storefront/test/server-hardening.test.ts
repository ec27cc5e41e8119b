import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIFTY_MB, floodWithFiftyMegabytePosts } from "../../../test-support/flood";
import { stopAll, type Spawned } from "../../../test-support/processes";
import { startStorefront } from "./support/stack";

/**
 * A hostile outsider against the real server.ts. The upstreams are absent: no answer here may depend
 * on them.
 */
let storefront: { server: Spawned; port: number };

beforeAll(async () => {
  storefront = await startStorefront({
    CONTENT_API_URL: "http://127.0.0.1:9",
    SHOP_API_URL: "http://127.0.0.1:9/api/2026-04/graphql.json",
    REVALIDATE_SECRET: "hardening-secret",
  });
}, 90_000);

afterAll(stopAll);

/** What the request line and headers say, byte for byte, and the status line and body of the answer. */
async function raw(lines: string[]): Promise<{ status: number; body: string }> {
  const socket = net.connect(storefront.port, "127.0.0.1");
  socket.end(`${lines.join("\r\n")}\r\n\r\n`);
  let answer = "";
  for await (const chunk of socket) answer += String(chunk);
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body };
}

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

describe("bad requests get 4xx with a sentence, never a 500 or a stack trace (item 6)", () => {
  it("answers TRACE, TRACK and CONNECT, a malformed Host and an absolute request target", async () => {
    const answers = {
      trace: await raw(["TRACE / HTTP/1.1", "Host: localhost", "Connection: close"]),
      track: await raw(["TRACK / HTTP/1.1", "Host: localhost", "Connection: close"]),
      connect: await raw(["CONNECT localhost:443 HTTP/1.1", "Host: localhost:443", "Connection: close"]),
      host: await raw(["GET / HTTP/1.1", 'Host: evil.com"><x>', "Connection: close"]),
      // A host's shape that no URL can hold; and a control character, which only a raw socket sends.
      port: await raw(["GET / HTTP/1.1", "Host: localhost:99999", "Connection: close"]),
      nul: await raw(["GET / HTTP/1.1", "Host: evil\u0000.example", "Connection: close"]),
      target: await raw(["GET http://evil.example/ HTTP/1.1", "Host: localhost", "Connection: close"]),
      noHost: await raw(["GET /faqs HTTP/1.1", "Connection: close"]),
      undecodable: await raw(["GET /_image/%FF.png HTTP/1.1", "Host: localhost", "Connection: close"]),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect([400, 405, 501], name).toContain(answer.status);
      expect(answer.body, name).toMatch(/^[A-Z][^<>]+\.$/);
    }
    expect(answers.trace.status).toBe(405);
    expect(answers.host.status).toBe(400);
    expect(answers.port.status).toBe(400);
    expect(answers.nul.status).toBe(400);
    expect(answers.noHost.status).toBe(400);
    expect(storefront.server.output()).not.toMatch(STACK_FRAME);
    expect(storefront.server.output()).not.toMatch(/Unhandled request error/);
  });
});

describe("cross-site posts are refused on the Origin header too (item 4)", () => {
  it("refuses Origin: https://evil.example, Origin: null and Sec-Fetch-Site: same-site on every action", async () => {
    const attempts: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const path of ["/api/cart", "/buy", "/api/forms"]) {
      for (const headers of attempts) {
        const response = await fetch(`http://127.0.0.1:${storefront.port}${path}`, {
          method: "POST",
          headers,
          body: new URLSearchParams({ intent: "add", variantKey: "44700000001008" }),
        });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get("set-cookie")).toBeNull();
        expect(await response.text()).toBe("This can only be sent from a page of the Bedsmade site.");
      }
    }
  });
});

describe("request bodies have a limit (item 1)", () => {
  it("holds five 50 MB posts at once within a small memory bound, each refused (413, or cut off mid-send)", async () => {
    const server = { port: storefront.port, pid: storefront.server.child.pid ?? 0 };
    const { residentBefore, residentPeak, answers } = await floodWithFiftyMegabytePosts(server);
    // 250 MB were sent; a server that read them whole grows by far more than one of them.
    expect(residentPeak - residentBefore).toBeLessThan(40 * 1024 * 1024);
    // Whether a sender reads the 413 or a reset first is a race of the two sockets; either way nothing was kept.
    for (const answer of answers) expect([413, "cut"]).toContain(answer);
    expect((await fetch(`http://127.0.0.1:${storefront.port}/healthz`)).status).toBe(200);
  }, 120_000);

  it("refuses a body declared larger than its route needs from its headers, before a byte of it is sent", async () => {
    for (const path of ["/api/cart", "/buy", "/api/forms"]) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const request = http.request({
          host: "127.0.0.1",
          port: storefront.port,
          path,
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": FIFTY_MB },
        });
        request.on("response", (response) => {
          resolve(response.statusCode);
          request.destroy();
        });
        request.on("error", reject);
        request.flushHeaders();
      });
      expect(status, path).toBe(413);
    }
  });

  it("refuses a webhook over its limit, authenticated or not, with 413 and a sentence", async () => {
    const response = await fetch(`http://127.0.0.1:${storefront.port}/api/revalidate`, {
      method: "POST",
      headers: { Authorization: "Bearer hardening-secret", "Content-Type": "application/json" },
      body: JSON.stringify({ event: "entry.update", model: "page", entry: { text: "a".repeat(1536 * 1024) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/^This request is larger than this address accepts \(at most \d+ KB\)\.$/);
  });
});
