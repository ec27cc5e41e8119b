import { errors } from "@strapi/utils";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { hasApiToken } from "../../../access/callers";

/**
 * Per-address form limit, generous for people and tight for scripts; refused attempts count too. API
 * token callers are exempt: the storefront posts for all visitors and limits each itself.
 */

type Config = { points: number; durationSeconds: number };
type Context = {
  request: { ip: string };
  state: { auth?: { strategy?: { name?: string } } };
  set(field: string, value: string): void;
};

export default (config: Config) => {
  const limiter = new RateLimiterMemory({ points: config.points, duration: config.durationSeconds });
  return async (ctx: Context, next: () => Promise<void>) => {
    if (hasApiToken(ctx.state)) return next();
    try {
      await limiter.consume(ctx.request.ip);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      ctx.set("Retry-After", String(retryAfterSeconds));
      throw new errors.RateLimitError("Too many form submissions from this address: please try again later", {
        retryAfterSeconds,
      });
    }
    return next();
  };
};
