import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createShopService, type ShopService, type ShopServiceOptions } from "../src/service.js";

export const GRAPHQL_PATH = "/api/2026-04/graphql.json";

const documents = {
  catalogue: readFileSync(new URL("./operations/catalogue.graphql", import.meta.url), "utf8"),
  cart: readFileSync(new URL("./operations/cart.graphql", import.meta.url), "utf8"),
};

/** Variant ids from seed/catalogue.json. */
export const VARIANTS = {
  classicDouble2630: "gid://shopify/ProductVariant/44700000001003",
  classicQueen1520SoldOut: "gid://shopify/ProductVariant/44700000001006",
  classicQueen2630: "gid://shopify/ProductVariant/44700000001008",
  classicSuperKing2630SoldOut: "gid://shopify/ProductVariant/44700000001018",
  premiumDouble3640SoldOut: "gid://shopify/ProductVariant/44700000002005",
  premiumKing2630: "gid://shopify/ProductVariant/44700000002013",
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes are what the tests assert on
export type Json = any;

export interface GraphQLResult<T = Json> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; locations?: unknown[]; extensions?: { code?: string } }[];
}

export interface TestShop {
  service: ShopService;
  dataDir: string;
  /** Sends one of the operations in test/operations by name. */
  op<T = Json>(name: string, variables?: Record<string, unknown>): Promise<GraphQLResult<T>>;
  /** Sends any query text. */
  query<T = Json>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult<T>>;
  post(body: string, headers?: Record<string, string>): Promise<Response>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startShop(options: ShopServiceOptions = {}): Promise<TestShop> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "bedsmade-shop-"));
  const start = () =>
    createShopService({ port: 0, storefrontUrl: "http://storefront.test", log: () => undefined, ...options, dataDir });
  let service = await start();
  const post = (body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
    fetch(`${service.url}${GRAPHQL_PATH}`, { method: "POST", headers, body });
  const query = async (text: string, variables?: Record<string, unknown>, operationName?: string) => {
    const response = await post(JSON.stringify({ query: text, variables, operationName }));
    return { status: response.status, ...((await response.json()) as object) };
  };
  const shop: TestShop = {
    get service() {
      return service;
    },
    dataDir,
    op: (name, variables) => query(/^Cart|^cart/.test(name) ? documents.cart : documents.catalogue, variables, name),
    query: (text, variables) => query(text, variables),
    post,
    async restart() {
      await service.close();
      service = await start();
    },
    async stop() {
      await service.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return shop;
}
