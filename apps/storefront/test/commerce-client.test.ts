import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../app/config.server";
import { createCatalogueReader } from "../app/commerce/catalogue.server";
import type { CatalogueQuery } from "../app/commerce/generated/storefront-api.types";
import { missingPrivateTokenWarning } from "../app/commerce/shop.server";
import {
  createStorefrontClient,
  probeShop,
  ShopError,
  ShopUnavailableError,
  type StorefrontClient,
} from "../app/commerce/storefront-client.server";

function clientAnswering(answer: (init?: RequestInit) => Response | Promise<Response>, token?: string) {
  const requests: { headers: Headers; body: string }[] = [];
  const client = createStorefrontClient({
    apiUrl: "http://shop.test/api/2026-04/graphql.json",
    storefrontToken: token,
    timeoutMs: 50,
    fetch: async (_input, init) => {
      requests.push({ headers: new Headers(init?.headers), body: String(init?.body) });
      return answer(init);
    },
  });
  return { client, requests };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("storefront client", () => {
  it("posts the operation with its name and the storefront token when one is configured", async () => {
    const { client, requests } = clientAnswering(() => json({ data: { ok: true } }), "public-token");
    expect(await client.request("query Probe { shop { name } }")).toEqual({ ok: true });
    expect(requests[0]?.headers.get("X-Shopify-Storefront-Access-Token")).toBe("public-token");
    expect(JSON.parse(requests[0]?.body ?? "{}")).toMatchObject({ operationName: "Probe" });
  });

  it("sends the configured buyer context to operations that declare it, and only to those", async () => {
    const requests: string[] = [];
    const client = createStorefrontClient({
      apiUrl: "http://shop.test/api/2026-04/graphql.json",
      inContext: { country: "au", language: "en-AU" },
      timeoutMs: 3000,
      fetch: async (_input, init) => {
        requests.push(String(init?.body));
        return json({ data: { ok: true } });
      },
    });
    await client.request(
      "query Local($first: Int!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) { a }",
      { first: 1 },
    );
    await client.request("query Plain { a }");
    expect(JSON.parse(requests[0] ?? "{}")).toMatchObject({ variables: { first: 1, country: "AU", language: "EN" } });
    expect(JSON.parse(requests[1] ?? "{}").variables).toEqual({});
  });

  it("turns GraphQL errors into a ShopError carrying their codes", async () => {
    const { client } = clientAnswering(() =>
      json({ errors: [{ message: "Field 'x' doesn't exist", extensions: { code: "undefinedField" } }] }),
    );
    const error = await client.request("query Probe { x }").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopError);
    expect((error as ShopError).codes).toEqual(["undefinedField"]);
  });

  it("treats a refused token as a ShopError, and 5xx, throttling and timeouts as the shop being unavailable", async () => {
    await expect(
      clientAnswering(() =>
        json({ errors: [{ message: "", extensions: { code: "UNAUTHORIZED" } }] }, 401),
      ).client.request("query P { a }"),
    ).rejects.toBeInstanceOf(ShopError);
    await expect(
      clientAnswering(() => new Response("down", { status: 502 })).client.request("query P { a }"),
    ).rejects.toBeInstanceOf(ShopUnavailableError);
    await expect(
      clientAnswering(() =>
        json({ errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] }),
      ).client.request("query P { a }"),
    ).rejects.toBeInstanceOf(ShopUnavailableError);
    // Like fetch, the stalled answer gives up when the client's timeout aborts it.
    const slow = clientAnswering(
      (init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    const error = await slow.client.request("query P { a }").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopUnavailableError);
    expect((error as ShopUnavailableError).shopperMessage).toMatch(/^We can't reach our shop right now/);
  });
});

describe("the tokens a server sends, as Shopify documents for server-side requests", () => {
  function recordingClient(options: { privateToken?: string; buyerAddress?: () => string | undefined }) {
    const sent: Headers[] = [];
    const client = createStorefrontClient({
      apiUrl: "http://shop.test/api/2026-04/graphql.json",
      storefrontToken: "public-token",
      timeoutMs: 3000,
      ...options,
      fetch: async (_input, init) => {
        sent.push(new Headers(init?.headers));
        return json({ data: { ok: true } });
      },
    });
    return { client, sent };
  }

  it("sends the private token and the shopper's address in place of the public token", async () => {
    let shopper: string | undefined = "203.0.113.7";
    const { client, sent } = recordingClient({ privateToken: "private-token", buyerAddress: () => shopper });
    await client.request("query Probe { shop { name } }");
    shopper = "2001:db8::9";
    await client.request("query Probe { shop { name } }");
    expect(sent.map((headers) => headers.get("Shopify-Storefront-Private-Token"))).toEqual([
      "private-token",
      "private-token",
    ]);
    expect(sent.map((headers) => headers.get("Shopify-Storefront-Buyer-IP"))).toEqual(["203.0.113.7", "2001:db8::9"]);
    expect(sent[0]?.has("X-Shopify-Storefront-Access-Token")).toBe(false);
  });

  it("names no buyer when it serves none, or knows no address for them", async () => {
    for (const address of [undefined, "unknown"]) {
      const { client, sent } = recordingClient({ privateToken: "private-token", buyerAddress: () => address });
      await client.request("query Probe { shop { name } }");
      expect(sent[0]?.has("Shopify-Storefront-Buyer-IP"), String(address)).toBe(false);
    }
  });

  it("falls back to the public token without a private one, and then names no buyer, as Shopify would not hear it", async () => {
    const { client, sent } = recordingClient({ buyerAddress: () => "203.0.113.7" });
    await client.request("query Probe { shop { name } }");
    expect(sent[0]?.get("X-Shopify-Storefront-Access-Token")).toBe("public-token");
    expect(sent[0]?.has("Shopify-Storefront-Private-Token")).toBe(false);
    expect(sent[0]?.has("Shopify-Storefront-Buyer-IP")).toBe(false);
  });

  it("probes the shop's health with the private token too", async () => {
    const sent: Headers[] = [];
    await probeShop({
      apiUrl: "http://shop.test/api/2026-04/graphql.json",
      storefrontToken: "public-token",
      privateToken: "private-token",
      timeoutMs: 50,
      fetch: async (_input, init) => {
        sent.push(new Headers(init?.headers));
        return json({ data: { __typename: "QueryRoot" } });
      },
    });
    expect(sent[0]?.get("Shopify-Storefront-Private-Token")).toBe("private-token");
    expect(sent[0]?.has("X-Shopify-Storefront-Access-Token")).toBe(false);
  });

  it("reads SHOP_PRIVATE_TOKEN, and warns in production only when it is missing", () => {
    expect(parseConfig({ SHOP_PRIVATE_TOKEN: " private-token " }).shop.privateToken).toBe("private-token");
    expect(parseConfig({ SHOP_PRIVATE_TOKEN: "" }).shop.privateToken).toBeUndefined();
    expect(missingPrivateTokenWarning({ privateToken: undefined }, "production")).toMatch(
      /^\[shop\] SHOP_PRIVATE_TOKEN is not set: .*SHOP_STOREFRONT_TOKEN.*\.$/,
    );
    expect(missingPrivateTokenWarning({ privateToken: "private-token" }, "production")).toBeUndefined();
    expect(missingPrivateTokenWarning({ privateToken: undefined }, "development")).toBeUndefined();
  });
});

describe("catalogue cache", () => {
  const data: CatalogueQuery = { products: { nodes: [] } };

  it("serves the last good catalogue while the shop fails, and never caches a failure", async () => {
    let time = 0;
    let failing = false;
    let calls = 0;
    const client: StorefrontClient = {
      apiUrl: "http://shop.test",
      request: async <Data>() => {
        calls += 1;
        if (failing) throw new ShopUnavailableError("down");
        return data as Data;
      },
    };
    const reader = createCatalogueReader(client, { freshMs: 1000, now: () => time, log: () => undefined });
    await reader.getCatalogue();
    await reader.getCatalogue();
    expect(calls).toBe(1);

    time = 2000;
    failing = true;
    expect(await reader.getCatalogue()).toEqual({ products: [] });
    expect(calls).toBe(2);
    failing = false;
    await reader.getCatalogue();
    expect(calls).toBe(3);

    const cold = createCatalogueReader({
      ...client,
      request: async () => Promise.reject(new ShopUnavailableError("down")),
    });
    await expect(cold.getCatalogue()).rejects.toBeInstanceOf(ShopUnavailableError);
  });
});

describe("shop configuration", () => {
  it("reads extra checkout hosts, trimmed and lower-cased, and rejects anything that is not a host", () => {
    expect(
      parseConfig({ SHOP_CHECKOUT_HOSTS: " Checkout.Example.com, shop.example:8443 ," }).shop.checkoutHosts,
    ).toEqual(["checkout.example.com", "shop.example:8443"]);
    expect(parseConfig({}).shop.checkoutHosts).toEqual([]);
    expect(() => parseConfig({ SHOP_CHECKOUT_HOSTS: "https://evil.example/path" })).toThrow(ConfigError);
  });
});
