import { AsyncLocalStorage } from "node:async_hooks";
import { isIPv6 } from "node:net";
import { processWide } from "../process-wide.server.js";
import { CLIENT_ADDRESS_HEADER } from "./client-address.js";

/**
 * The key of the per-client limits: the address Express saw, an IPv6 one by its /64, since a visitor
 * may pick any address in it (docs/security.md, "Rate limits").
 */
export function clientKeyOf(request: Request): string {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
  return isIPv6(address) ? ipv6Key(address) : address;
}

/** An IPv4 address Node reports in its IPv6 form, as the IPv4 one; null for any other address. */
function mappedIPv4(address: string): string | null {
  return /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? null;
}

function ipv6Key(address: string): string {
  const bare = address.split("%")[0] ?? address;
  const mapped = mappedIPv4(bare);
  if (mapped) return mapped;
  // Written out in full: "2001:db8::1" is 2001:db8:0:0:0:0:0:1. A dotted IPv4 tail lies beyond the four groups kept.
  const [head = "", tail] = bare.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const written = [...groups(head), ...groups(tail)];
  const full =
    tail === undefined ? written : [...groups(head), ...Array(8 - written.length).fill("0"), ...groups(tail)];
  const prefix = full.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}

/**
 * The client's address for the length of a request, so the shop client can name the shopper to
 * Shopify (Shopify-Storefront-Buyer-IP) without every loader passing it along.
 */
const servedClients = processWide("servedClientAddress", () => new AsyncLocalStorage<string>());

export function servingClientOf<T>(request: Request, run: () => T): T {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "";
  return servedClients.run(mappedIPv4(address) ?? address, run);
}

/** The served client's address as the server named it; undefined outside a request. */
export function servedClientAddress(): string | undefined {
  return servedClients.getStore();
}
