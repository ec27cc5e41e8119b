import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { warmUp } from "./warm-up.js";

let server: http.Server | undefined;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

/** A storefront whose pages answer 503 for their first `coldFor` requests, then 200; it records every request. */
function storefront(coldFor: Record<string, number>): Promise<{ url: string; asked: string[] }> {
  const asked: string[] = [];
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    asked.push(path);
    const seen = asked.filter((each) => each === path).length;
    response.writeHead(seen > (coldFor[path] ?? 0) ? 200 : 503).end("page");
  });
  return new Promise((resolve) =>
    server?.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server?.address() as AddressInfo).port}`, asked }),
    ),
  );
}

describe("npm start warms the first pages before it says the shop is running", () => {
  it("asks again while a page answers 503, and stops once it answers 200", async () => {
    const shop = await storefront({ "/": 2, "/buy": 0 });
    expect(await warmUp(shop.url, ["/", "/buy"], { pauseMs: 0 })).toEqual([]);
    expect(shop.asked).toEqual(["/", "/", "/", "/buy"]);
  });

  it("names the pages that stayed cold after every attempt", async () => {
    const shop = await storefront({ "/buy": 99 });
    expect(await warmUp(shop.url, ["/", "/buy"], { attempts: 3, pauseMs: 0 })).toEqual(["/buy"]);
    expect(shop.asked.filter((path) => path === "/buy")).toHaveLength(3);
  });
});
