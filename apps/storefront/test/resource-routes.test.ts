import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_PAGE_DATA_MESSAGE, resourceRoutesGuard } from "../app/http/resource-routes.server";
import { FORM_POST_REFUSED_MESSAGE } from "../app/messages";

/** The storefront's route shapes (app/routes.ts): pages have a component, APIs and files do not. */
const page = { default: () => null };
const routes = {
  root: { id: "root", path: "", module: { ...page, loader: () => null } },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: page },
  "routes/api.cart": {
    id: "routes/api.cart",
    parentId: "root",
    path: "api/cart",
    module: { loader: () => null, action: () => null },
  },
  "routes/robots[.]txt": {
    id: "routes/robots[.]txt",
    parentId: "root",
    path: "robots.txt",
    module: { loader: () => null },
  },
  "routes/page": { id: "routes/page", parentId: "root", path: "*", module: page },
};
const build = { routes } as unknown as ServerBuild;

let server: ReturnType<express.Express["listen"]>;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(resourceRoutesGuard(build));
  app.use((_request, response) => response.send("answered by React Router"));
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ask = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${origin}${path}`, init);
  return { status: response.status, cache: response.headers.get("cache-control"), text: await response.text() };
};

describe("an address that renders no page", () => {
  it("is never answered as page data, so a shopper's cart cannot be kept as a shareable page", async () => {
    for (const path of [
      "/api/cart.data",
      "/api/cart.data?x=1",
      "/API/Cart.data",
      "/api/cart/_.data",
      "/robots.txt.data",
    ]) {
      expect(await ask(path), path).toEqual({ status: 404, cache: "no-store", text: NO_PAGE_DATA_MESSAGE });
    }
  });

  it("still answers its own address, and a fetcher's post to an action", async () => {
    expect((await ask("/api/cart")).text).toBe("answered by React Router");
    expect((await ask("/robots.txt")).text).toBe("answered by React Router");
    expect((await ask("/api/cart.data", { method: "POST", body: "intent=add" })).text).toBe("answered by React Router");
  });

  it("refuses a form posted to an address that takes none with a sentence, not a server error", async () => {
    for (const path of ["/robots.txt", "/robots.txt.data"]) {
      const response = await fetch(`${origin}${path}`, { method: "POST", body: "a=b" });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(await response.text()).toBe(FORM_POST_REFUSED_MESSAGE);
    }
  });

  it("leaves pages and their data to React Router", async () => {
    for (const path of ["/", "/_root.data", "/faqs", "/faqs.data", "/api/cart-guide.data", "/%E0%A4%A.data"]) {
      expect((await ask(path)).text, path).toBe("answered by React Router");
    }
  });
});
