import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { untrustedForwardingNotice } from "../app/http/forwarded-headers.server";
import { requestOrigin } from "../app/http/react-router-handler.server";
import { requestShapeMiddleware } from "../app/http/request-shape.server";
import { sameOriginPostsMiddleware } from "../app/http/same-origin.server";

/**
 * Behind a TLS-terminating proxy a form post's Origin is https://…; the storefront must see the same
 * origin, believing X-Forwarded-* only from TRUST_PROXY.
 */
const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))));

async function storefront(trustProxy: string | undefined) {
  const logged: string[] = [];
  const app = express();
  if (trustProxy) app.set("trust proxy", trustProxy);
  app.use(
    untrustedForwardingNotice((message) => logged.push(message)),
    requestShapeMiddleware(),
    sameOriginPostsMiddleware(),
  );
  app.use((request, response) => void response.json({ origin: requestOrigin(request) }));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  /** A form post as the TLS proxy forwards it from the visitor's https page. */
  const postThroughProxy = () =>
    fetch(`http://127.0.0.1:${port}/api/forms`, {
      method: "POST",
      headers: {
        Origin: "https://shop.bedsmade.example",
        "Sec-Fetch-Site": "same-origin",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "shop.bedsmade.example",
      },
      body: "formType=subscribe",
    });
  /** A page as the proxy forwards it, with whatever it says the visitor's protocol and host were. */
  const getThroughProxy = (forwarded: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/robots.txt`, { headers: forwarded });
  return { logged, postThroughProxy, getThroughProxy };
}

describe("forwarded headers", () => {
  it("are believed from a proxy TRUST_PROXY trusts: the post's https Origin matches, and nothing is logged", async () => {
    const { logged, postThroughProxy } = await storefront("loopback");
    const response = await postThroughProxy();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ origin: "https://shop.bedsmade.example" });
    expect(logged).toEqual([]);
  });

  it("are ignored from anyone else, and the operator is told once, with the fix", async () => {
    const { logged, postThroughProxy } = await storefront(undefined);
    expect((await postThroughProxy()).status).toBe(403);
    expect((await postThroughProxy()).status).toBe(403);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/X-Forwarded-Proto .*set TRUST_PROXY/);
  });

  it("are refused with 400 and a sentence when even a trusted proxy names a protocol or host no URL can hold", async () => {
    const { getThroughProxy } = await storefront("loopback");
    for (const protocol of ["a b", 'evil"><x>', "ftp", "javascript"]) {
      const response = await getThroughProxy({ "X-Forwarded-Proto": protocol });
      expect(response.status, protocol).toBe(400);
      expect(await response.text()).toBe("This request's forwarded protocol is neither http nor https.");
    }
    for (const host of ["localhost:99999", "a.123", 'evil.example"><x>']) {
      const response = await getThroughProxy({ "X-Forwarded-Host": host });
      expect(response.status, host).toBe(400);
      expect(await response.text()).toBe("This request's Host header is not a valid host name.");
    }
    const fine = await getThroughProxy({
      "X-Forwarded-Proto": "HTTPS, http",
      "X-Forwarded-Host": "shop.bedsmade.example",
    });
    expect(await fine.json()).toEqual({ origin: "https://shop.bedsmade.example" });
  });
});
