import { config, type Config } from "../config.server";
import { servedClientAddress } from "../http/client-address.server";
import { createStorefrontClient } from "./storefront-client.server";
import { log } from "../log.server";

/** The shop as configured for this process; tests build their own clients. */
export const shopClient = createStorefrontClient({
  apiUrl: config.shop.apiUrl,
  storefrontToken: config.shop.storefrontToken,
  privateToken: config.shop.privateToken,
  buyerAddress: servedClientAddress,
  timeoutMs: config.upstreamTimeouts.shopMs,
  inContext: { country: config.locale.country, language: config.locale.language },
});

/**
 * A real Shopify counts every request sent with the public token as coming from this server, so its
 * bot protection and throttling would treat all shoppers as one client.
 */
export function missingPrivateTokenWarning(
  shop: Pick<Config["shop"], "privateToken">,
  nodeEnv: string | undefined,
): string | undefined {
  if (nodeEnv !== "production" || shop.privateToken) return undefined;
  return "[shop] SHOP_PRIVATE_TOKEN is not set: the shop is called with the public SHOP_STOREFRONT_TOKEN, so Shopify sees every shopper as this server.";
}

const warning = missingPrivateTokenWarning(config.shop, process.env.NODE_ENV);
if (warning) log.warn(warning);
