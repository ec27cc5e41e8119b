import { createContext, type RouterContextProvider } from "react-router";

/**
 * The visitor's address, for the per-client form limit. The server sets it from Express's
 * request (which honours the operator's `trust proxy` setting); the Request object itself does
 * not carry it.
 */
export const clientAddressContext = createContext<string | null>(null);

/**
 * The limit's key: the address the server supplied; else the last X-Forwarded-For hop (the one
 * the nearest proxy appended, which a visitor cannot forge); else one shared key, which still
 * caps a flood at the cost of strangers sharing the allowance.
 */
export function clientKeyOf(request: Request, context: Readonly<RouterContextProvider>): string {
  const supplied = context.get(clientAddressContext);
  if (supplied) return supplied;
  const hops = (request.headers.get("x-forwarded-for") ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
  return hops.at(-1) ?? "unknown";
}
