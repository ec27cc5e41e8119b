import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop, VARIANTS, type TestShop } from "./helpers.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

describe("products connection", () => {
  it("pages forward with first/after and backward with last/before", async () => {
    const first = await shop.op("ProductsPage", { first: 1 });
    expect(first.data.products.nodes.map((p: { handle: string }) => p.handle)).toEqual(["classic-sheet-set"]);
    expect(first.data.products.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const second = await shop.op("ProductsPage", { first: 1, after: first.data.products.pageInfo.endCursor });
    expect(second.data.products.nodes.map((p: { handle: string }) => p.handle)).toEqual(["premium-sheet-set"]);
    expect(second.data.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const last = await shop.op("ProductsPage", { last: 1 });
    expect(last.data.products.nodes[0].handle).toBe("premium-sheet-set");
    const before = await shop.op("ProductsPage", { last: 5, before: last.data.products.pageInfo.startCursor });
    expect(before.data.products.nodes.map((p: { handle: string }) => p.handle)).toEqual(["classic-sheet-set"]);
    expect(before.data.products.edges[0].cursor).toBe(first.data.products.edges[0].cursor);
  });

  it("reverses and filters with a search query", async () => {
    const reversed = await shop.op("ProductsPage", { first: 2, reverse: true });
    expect(reversed.data.products.nodes.map((p: { handle: string }) => p.handle)).toEqual([
      "premium-sheet-set",
      "classic-sheet-set",
    ]);
    const premium = await shop.op("ProductsPage", { first: 10, query: "title:premium*" });
    expect(premium.data.products.nodes.map((p: { handle: string }) => p.handle)).toEqual(["premium-sheet-set"]);
  });

  it("rejects a page over 250 and a request with neither first nor last", async () => {
    const tooMany = await shop.op("ProductsPage", { first: 251 });
    expect(tooMany.status).toBe(200);
    expect(tooMany.errors?.[0]).toMatchObject({ path: ["products"], extensions: { code: "BAD_REQUEST" } });
    const neither = await shop.op("ProductsPage", {});
    expect(neither.errors?.[0]).toMatchObject({ message: "you must provide one of first or last", path: ["products"] });
    expect(neither.data).toBeNull();
  });

  it("rejects a cursor it did not issue", async () => {
    const result = await shop.op("ProductsPage", { first: 1, after: "bm90LWEtY3Vyc29y" });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
  });
});

describe("product by handle", () => {
  it("returns the product with options in Size then Depth order and 20 variants", async () => {
    const { data } = await shop.op("ProductByHandle", { handle: "premium-sheet-set" });
    const product = data.product;
    expect(product).toMatchObject({
      id: "gid://shopify/Product/8470000000002",
      title: "Premium Sheet Set",
      availableForSale: true,
    });
    expect(product.options.map((o: { name: string }) => o.name)).toEqual(["Size", "Depth"]);
    expect(product.options[0].optionValues.map((v: { name: string }) => v.name)).toEqual([
      "Double",
      "Queen",
      "King",
      "Super King",
    ]);
    expect(product.options[1].optionValues.map((v: { name: string }) => v.name)).toEqual([
      "15-20 cm",
      "21-25 cm",
      "26-30 cm",
      "31-35 cm",
      "36-40 cm",
    ]);
    expect(product.variants.nodes).toHaveLength(20);
    expect(product.priceRange).toEqual({
      minVariantPrice: { amount: "850.0", currencyCode: "AUD" },
      maxVariantPrice: { amount: "1150.0", currencyCode: "AUD" },
    });
    expect(product.featuredImage).toMatchObject({ width: 1200, height: 1200 });
    const image = await fetch(product.featuredImage.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("answers null for an unknown handle", async () => {
    const { data, errors } = await shop.op("ProductByHandle", { handle: "silk-sheet-set" });
    expect(errors).toBeUndefined();
    expect(data.product).toBeNull();
  });

  it("gives each variant its price, options, stock and rules", async () => {
    const { data } = await shop.op("ProductByHandle", { handle: "classic-sheet-set" });
    const variants = data.product.variants.nodes;
    const queen = variants.find((v: { id: string }) => v.id === VARIANTS.classicQueen2630);
    expect(queen).toMatchObject({
      sku: "BM-CL-Q-26-30",
      title: "Queen / 26-30 cm",
      availableForSale: true,
      quantityAvailable: 10,
      selectedOptions: [
        { name: "Size", value: "Queen" },
        { name: "Depth", value: "26-30 cm" },
      ],
      price: { amount: "850.0", currencyCode: "AUD" },
      compareAtPrice: null,
      quantityRule: { minimum: 1, maximum: null, increment: 1 },
      product: { handle: "classic-sheet-set" },
    });
    const superKings = variants.filter((v: { title: string }) => v.title.startsWith("Super King"));
    expect(superKings).toHaveLength(5);
    expect(
      superKings.every(
        (v: { availableForSale: boolean; quantityAvailable: number }) =>
          !v.availableForSale && v.quantityAvailable === 0,
      ),
    ).toBe(true);
    expect(variants.find((v: { id: string }) => v.id === VARIANTS.classicQueen1520SoldOut).availableForSale).toBe(
      false,
    );
  });

  it("pages variants", async () => {
    const { data } = await shop.op("ProductByHandle", { handle: "classic-sheet-set", variantsFirst: 5 });
    expect(data.product.variants.nodes).toHaveLength(5);
    expect(data.product.variants.pageInfo.hasNextPage).toBe(true);
  });

  it("finds a variant through node(id)", async () => {
    const { data } = await shop.op("NodeById", { id: VARIANTS.premiumKing2630 });
    expect(data.node).toMatchObject({
      id: VARIANTS.premiumKing2630,
      title: "King / 26-30 cm",
      price: { amount: "1050.0" },
    });
  });
});
