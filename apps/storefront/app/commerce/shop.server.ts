import { config } from "../config.server";
import { createStorefrontClient } from "./storefront-client.server";

/** The shop as configured for this process; tests build their own clients. */
export const shopClient = createStorefrontClient({
  apiUrl: config.shop.apiUrl,
  storefrontToken: config.shop.storefrontToken,
  timeoutMs: config.upstreamTimeouts.shopMs,
  inContext: { country: config.locale.country, language: config.locale.language },
});
