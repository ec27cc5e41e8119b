import { vi } from "vitest";

/** Every setting a production storefront refuses to start without (config.server.ts), as a live shop sets them. */
export const PRODUCTION_ENVIRONMENT = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://bedsmade.com.au",
  CONTENT_API_URL: "https://cms.bedsmade.com.au",
  SHOP_API_URL: "https://bedsmade.myshopify.com/api/2026-04/graphql.json",
  SHOP_PRIVATE_TOKEN: "shop-private-token",
  REVALIDATE_SECRET: "r".repeat(40),
};

/** For modules that read the configuration when imported: set it, then import them afresh. */
export function useProductionEnvironment(): void {
  for (const [name, value] of Object.entries(PRODUCTION_ENVIRONMENT)) vi.stubEnv(name, value);
}
