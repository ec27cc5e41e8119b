import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_DOCUMENT_ALIASES, MAX_MUTATIONS_PER_OPERATION } from "../src/graphql/query-limits.js";
import { startShop, type TestShop } from "./helpers.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

function cartCount(): number {
  const db = new Database(join(shop.dataDir, "shop.db"), { readonly: true });
  try {
    return z.object({ count: z.number() }).parse(db.prepare("SELECT COUNT(*) AS count FROM carts").get()).count;
  } finally {
    db.close();
  }
}

const aliasedCartCreates = (count: number) =>
  `mutation Many { ${Array.from({ length: count }, (_, index) => `c${index}: cartCreate(input: {}) { cart { id } }`).join(" ")} }`;

describe("a request that is too large to be worth answering", () => {
  it("is refused before validation when it has 8,000 aliased fields, with Shopify's complexity error", async () => {
    const titles = Array.from({ length: 8_000 }, (_, index) => `t${index}: title`).join(" ");
    // The unknown field would be a validation error; the size refusal comes first.
    const result = await shop.query(`query Huge { product(handle: "classic-sheet-set") { ${titles} colour } }`);
    expect(result.status).toBe(200);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      {
        message: "Query has 8002 fields, which exceeds max fields of 1000",
        extensions: { code: "MAX_COMPLEXITY_EXCEEDED" },
      },
    ]);
  });

  it("refuses too many aliases even when the fields are few", async () => {
    const aliases = Array.from({ length: MAX_DOCUMENT_ALIASES + 1 }, (_, index) => `t${index}: title`).join(" ");
    const result = await shop.query(`{ product(handle: "classic-sheet-set") { ${aliases} } }`);
    expect(result.errors?.[0]).toEqual({
      message: `Query has ${MAX_DOCUMENT_ALIASES + 1} aliases, which exceeds max aliases of ${MAX_DOCUMENT_ALIASES}`,
      extensions: { code: "MAX_COMPLEXITY_EXCEEDED" },
    });
  });

  it("counts a fragment once for every place it is spread", async () => {
    let fragments = "fragment F0 on Product { title handle }";
    for (let level = 1; level <= 10; level += 1)
      fragments += ` fragment F${level} on Product { ...F${level - 1} ...F${level - 1} }`;
    const result = await shop.query(`{ product(handle: "classic-sheet-set") { ...F10 } } ${fragments}`);
    expect(result.errors?.[0]).toMatchObject({ message: "Query has 2049 fields, which exceeds max fields of 1000" });
  });

  it("counts a fragment that no operation spreads, since validation still reads it", async () => {
    const titles = Array.from({ length: 8_000 }, (_, index) => `t${index}: title`).join(" ");
    const result = await shop.query(
      `{ product(handle: "classic-sheet-set") { title } } fragment Unused on Product { ${titles} }`,
    );
    expect(result.errors?.[0]).toMatchObject({ message: "Query has 8002 fields, which exceeds max fields of 1000" });
  });

  it("makes no cart at all when one request asks for 200 aliased cartCreate", async () => {
    const before = cartCount();
    const result = await shop.query(aliasedCartCreates(200));
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      {
        message: `Mutation has 200 root fields, which exceeds max mutations of ${MAX_MUTATIONS_PER_OPERATION}`,
        extensions: { code: "MAX_COMPLEXITY_EXCEEDED" },
      },
    ]);
    expect(cartCount()).toBe(before);
  });

  it("still runs an operation at the limits", async () => {
    const before = cartCount();
    const result = await shop.query(aliasedCartCreates(MAX_MUTATIONS_PER_OPERATION));
    expect(result.errors).toBeUndefined();
    expect(Object.keys(result.data ?? {})).toHaveLength(MAX_MUTATIONS_PER_OPERATION);
    expect(cartCount()).toBe(before + MAX_MUTATIONS_PER_OPERATION);
  });
});
