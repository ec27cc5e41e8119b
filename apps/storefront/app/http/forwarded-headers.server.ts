import type { RequestHandler } from "express";
import { log as logger } from "../log.server.js";

/**
 * Tells the operator once when X-Forwarded-Proto or -Host arrive from a sender TRUST_PROXY does not
 * trust: behind TLS, every form post would then be refused (docs/security.md, "Origins").
 */
const FORWARDED = ["X-Forwarded-Proto", "X-Forwarded-Host"];

type TrustFunction = (address: string, hop: number) => boolean;

export function untrustedForwardingNotice(
  log: (message: string) => void = (message) => logger.warn(message),
): RequestHandler {
  let told = false;
  return (request, _response, next) => {
    if (told || !FORWARDED.some((name) => request.get(name))) return next();
    const trusts = request.app.get("trust proxy fn") as TrustFunction;
    const sender = request.socket.remoteAddress ?? "unknown";
    if (!trusts(sender, 0)) {
      told = true;
      log(
        `[http] Requests from ${sender} carry X-Forwarded-Proto or X-Forwarded-Host, which are ignored because ` +
          "TRUST_PROXY does not trust that sender. Behind a load balancer or TLS proxy, set TRUST_PROXY (the number " +
          "of proxies in front, e.g. 1, or their addresses) so the storefront sees the visitor's https address; " +
          "until then form posts from https pages are refused as coming from another origin.",
      );
    }
    next();
  };
}
