import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPHQL_PATH, startShop, type TestShop } from "./helpers.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

describe("schema validation", () => {
  it("rejects an unknown field with its location, path and code", async () => {
    const result = await shop.query("query Broken {\n  products(first: 1) { nodes { colour } }\n}");
    expect(result.status).toBe(200);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      expect.objectContaining({
        locations: [{ line: 2, column: 32 }],
        path: ["query Broken", "products", "nodes", "colour"],
        extensions: { code: "undefinedField" },
      }),
    ]);
    expect(result.errors?.[0]?.message).toContain('"colour"');
  });

  it("rejects a variable of the wrong type and a missing required variable", async () => {
    const query = "query One($handle: String!) { product(handle: $handle) { id } }";
    const wrongType = await shop.query(query, { handle: 42 });
    expect(wrongType.errors?.[0]).toMatchObject({ extensions: { code: "INVALID_VARIABLE" } });
    expect(wrongType.errors?.[0]?.message).toContain("$handle");
    const missing = await shop.query(query, {});
    expect(missing.errors?.[0]?.message).toContain('"$handle" of required type "String!" was not provided');
  });

  it("rejects a variable used where its type does not fit", async () => {
    const result = await shop.query("query Many($first: String) { products(first: $first) { nodes { id } } }", {
      first: "1",
    });
    expect(result.errors?.[0]?.extensions?.code).toBe("variableMismatch");
  });

  it("answers a syntax error without data", async () => {
    const result = await shop.query("{ products(first: 1) { nodes { id }");
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: "syntaxError" } });
    expect(result.errors?.[0]?.locations).toHaveLength(1);
  });

  it("accepts @inContext with enum literals", async () => {
    const result = await shop.query(
      'query Ctx @inContext(country: AU, language: EN) { product(handle: "classic-sheet-set") { title } }',
    );
    expect(result).toMatchObject({ data: { product: { title: "Classic Sheet Set" } } });
  });
});

describe("fields this service does not implement", () => {
  it("answers a GraphQL error naming the field instead of a silent null", async () => {
    const result = await shop.query('{ product(handle: "classic-sheet-set") { title vendor } }');
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: "Field Product.vendor is not implemented by the local shop service",
        path: ["product", "vendor"],
        extensions: { code: "NOT_IMPLEMENTED" },
      }),
    ]);
  });

  it("does the same for a nullable field and a root field", async () => {
    const nullable = await shop.query('{ product(handle: "classic-sheet-set") { title onlineStoreUrl } }');
    expect(nullable.data).toEqual({ product: { title: "Classic Sheet Set", onlineStoreUrl: null } });
    expect(nullable.errors?.[0]?.extensions?.code).toBe("NOT_IMPLEMENTED");
    const root = await shop.query("{ shop { name } }");
    expect(root.errors?.[0]?.message).toBe("Field QueryRoot.shop is not implemented by the local shop service");
  });

  it("refuses cart input it would otherwise ignore", async () => {
    const result = await shop.query(
      'mutation { cartCreate(input: { note: "hi", giftCardCodes: ["GIFT"] }) { cart { id } } }',
    );
    expect(result.errors?.[0]).toMatchObject({
      message: "Input CartInput.giftCardCodes is not implemented by the local shop service",
    });
  });
});

describe("transport", () => {
  it("accepts application/graphql bodies", async () => {
    const response = await shop.post('{ product(handle: "classic-sheet-set") { handle } }', {
      "Content-Type": "application/graphql",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { product: { handle: "classic-sheet-set" } } });
  });

  it("answers malformed JSON and a missing query with 400", async () => {
    const malformed = await shop.post("{ not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ errors: { query: "Required parameter missing or invalid" } });
    const noQuery = await shop.post(JSON.stringify({ variables: {} }));
    expect(noQuery.status).toBe(400);
  });

  it("answers other methods with 405", async () => {
    const response = await fetch(`${shop.service.url}${GRAPHQL_PATH}`, { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("limits body size", async () => {
    const response = await shop.post(
      JSON.stringify({ query: `{ products(first: 1) { nodes { id } } }${" ".repeat(300_000)}` }),
    );
    expect(response.status).toBe(413);
  });

  it("rejects queries that are too deep or too costly", async () => {
    let deep = "id";
    for (let level = 0; level < 11; level += 1) deep = `product { variants(first: 1) { nodes { ${deep} } } }`;
    const tooDeep = await shop.query(
      `{ node(id: "gid://shopify/ProductVariant/44700000001001") { ... on ProductVariant { ${deep} } } }`,
    );
    expect(tooDeep.errors?.[0]?.extensions?.code).toBe("MAX_DEPTH_EXCEEDED");
    const costly = await shop.query(
      "{ products(first: 250) { nodes { variants(first: 250) { nodes { id title sku } } } } }",
    );
    expect(costly.errors?.[0]?.extensions?.code).toBe("MAX_COMPLEXITY_EXCEEDED");
  });
});

describe("storefront access token", () => {
  it("requires the token when SHOP_STOREFRONT_TOKEN is set", async () => {
    const guarded = await startShop({ storefrontToken: "secret-token" });
    try {
      const body = JSON.stringify({ query: "{ products(first: 1) { nodes { id } } }" });
      const without = await guarded.post(body);
      expect(without.status).toBe(401);
      const wrong = await guarded.post(body, {
        "Content-Type": "application/json",
        "X-Shopify-Storefront-Access-Token": "nope",
      });
      expect(wrong.status).toBe(401);
      const right = await guarded.post(body, {
        "Content-Type": "application/json",
        "X-Shopify-Storefront-Access-Token": "secret-token",
      });
      expect(right.status).toBe(200);
    } finally {
      await guarded.stop();
    }
  });
});
