import { CLIENT_ADDRESS_HEADER } from "./client-address";

/**
 * The key of the per-client limits on forms and cart actions: the address Express saw (which
 * honours the operator's `trust proxy` setting, see server.ts). Without it — the app run by
 * another server — one shared key still caps a flood, at the cost of strangers sharing it.
 */
export function clientKeyOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
