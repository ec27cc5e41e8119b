import type { Request } from "express";
import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

/**
 * Only a private-token caller may name its shopper's address (`Shopify-Storefront-Buyer-IP`) for the
 * per-client limits; anyone else's header is ignored, since a browser can send anything.
 */
export type StorefrontTokens = { storefrontToken: string | undefined; privateToken: string | undefined };

export type StorefrontAccess = { allowed: false } | { allowed: true; clientAddress: string };

const PRIVATE_TOKEN_HEADER = "Shopify-Storefront-Private-Token";
const BUYER_IP_HEADER = "Shopify-Storefront-Buyer-IP";

function tokenMatches(expected: string | undefined, given: string | undefined): boolean {
  if (expected === undefined || given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An IPv4 address Node reports in its IPv6 form counts as the IPv4 one. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, "");
}

export function storefrontAccess(request: Request, tokens: StorefrontTokens): StorefrontAccess {
  const ownAddress = plainAddress(request.ip ?? request.socket.remoteAddress ?? "unknown");
  // hydrogen-react sends the header empty when it holds no private token: that is no private token.
  const privateToken = request.get(PRIVATE_TOKEN_HEADER) || undefined;
  if (privateToken !== undefined) {
    if (!tokenMatches(tokens.privateToken, privateToken)) return { allowed: false };
    const buyer = request.get(BUYER_IP_HEADER)?.trim() ?? "";
    return { allowed: true, clientAddress: isIP(buyer) ? plainAddress(buyer) : ownAddress };
  }
  const publicToken = request.get("X-Shopify-Storefront-Access-Token");
  if (tokens.storefrontToken !== undefined && !tokenMatches(tokens.storefrontToken, publicToken)) {
    return { allowed: false };
  }
  return { allowed: true, clientAddress: ownAddress };
}
