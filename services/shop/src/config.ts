import { resolve } from "node:path";
import { z } from "zod";
import { packageRoot } from "./package-root.js";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  SHOP_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
  SHOP_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SHOP_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  SHOP_STOREFRONT_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  STOREFRONT_URL: z.preprocess(emptyAsUndefined, z.url().default("http://localhost:3000")),
});

export interface ShopConfig {
  port: number;
  /** Base of checkoutUrl and image URLs; when absent it follows the port actually bound. */
  publicUrl: string | undefined;
  dataDir: string;
  storefrontToken: string | undefined;
  storefrontUrl: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv): ShopConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid shop service configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  return {
    port: values.SHOP_PORT,
    publicUrl: values.SHOP_PUBLIC_URL?.replace(/\/+$/, ""),
    dataDir: values.SHOP_DATA_DIR ? resolve(values.SHOP_DATA_DIR) : resolve(packageRoot, ".data"),
    storefrontToken: values.SHOP_STOREFRONT_TOKEN,
    storefrontUrl: values.STOREFRONT_URL.replace(/\/+$/, ""),
  };
}
