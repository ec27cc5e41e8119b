import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_CARTS_PER_MINUTE } from "./graphql/cart-creation-limit.js";
import { packageRoot } from "./package-root.js";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  SHOP_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
  // A developer's machine keeps the stand-in to itself; a container sets HOST=0.0.0.0.
  HOST: z.preprocess(emptyAsUndefined, z.string().default("127.0.0.1")),
  SHOP_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SHOP_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  SHOP_STOREFRONT_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  SHOP_PRIVATE_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  SHOP_CARTS_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).default(DEFAULT_CARTS_PER_MINUTE),
  ),
  STOREFRONT_URL: z.preprocess(emptyAsUndefined, z.url().default("http://localhost:3000")),
  // Comma-separated: every URL gets each stock change's webhook.
  SHOP_WEBHOOK_URL: z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((url) => url.trim())
            .filter(Boolean)
        : [],
    z.array(z.url()),
  ),
  SHOP_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
});

export interface ShopConfig {
  port: number;
  /** The interface it listens on. */
  host: string;
  /** Base of checkoutUrl and image URLs; when absent it follows the port actually bound. */
  publicUrl: string | undefined;
  dataDir: string;
  storefrontToken: string | undefined;
  /** The token a shop's own server sends in Shopify-Storefront-Private-Token; undefined: no such caller. */
  privateToken: string | undefined;
  /** Carts one client (a buyer named by a private-token caller, else an address) may create per minute. */
  cartsPerMinute: number;
  storefrontUrl: string;
  /** Where stock changes are told (Shopify-style signed webhooks); undefined: nowhere. */
  webhooks: { urls: string[]; secret: string } | undefined;
}

export function configFromEnv(env: NodeJS.ProcessEnv): ShopConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid shop service configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  if (values.SHOP_WEBHOOK_URL.length > 0 && !values.SHOP_WEBHOOK_SECRET) {
    throw new Error(
      "Invalid shop service configuration:\n  SHOP_WEBHOOK_SECRET is needed to sign the webhooks to SHOP_WEBHOOK_URL",
    );
  }
  return {
    port: values.SHOP_PORT,
    host: values.HOST,
    publicUrl: values.SHOP_PUBLIC_URL?.replace(/\/+$/, ""),
    dataDir: values.SHOP_DATA_DIR ? resolve(values.SHOP_DATA_DIR) : resolve(packageRoot, ".data"),
    storefrontToken: values.SHOP_STOREFRONT_TOKEN,
    privateToken: values.SHOP_PRIVATE_TOKEN,
    cartsPerMinute: values.SHOP_CARTS_PER_MINUTE,
    storefrontUrl: values.STOREFRONT_URL.replace(/\/+$/, ""),
    webhooks:
      values.SHOP_WEBHOOK_SECRET && values.SHOP_WEBHOOK_URL.length > 0
        ? { urls: values.SHOP_WEBHOOK_URL, secret: values.SHOP_WEBHOOK_SECRET }
        : undefined,
  };
}
