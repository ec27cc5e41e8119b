import { errors } from "@strapi/utils";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { routePathOf } from "../access/route-path";

/**
 * Strapi limits failed sign-ins per email and address, so one address could try every account in turn.
 * Per address only, so nobody elsewhere can lock the owner out. In memory: one CMS process.
 */

type Config = { failures?: number; windowSeconds?: number };
type Context = {
  method: string;
  path: string;
  status: number;
  request: { ip: string };
  set(field: string, value: string): void;
};

const SIGN_IN = "/admin/login";

export default (config: Config = {}) => {
  const failures = config.failures ?? 20;
  const limiter = new RateLimiterMemory({ points: failures, duration: config.windowSeconds ?? 15 * 60 });
  return async (ctx: Context, next: () => Promise<void>) => {
    if (ctx.method !== "POST" || routePathOf(ctx.path) !== SIGN_IN) return next();
    const address = ctx.request.ip;
    const counted = await limiter.get(address);
    if (counted && counted.consumedPoints >= failures) {
      const retryAfterSeconds = Math.max(1, Math.ceil(counted.msBeforeNext / 1000));
      ctx.set("Retry-After", String(retryAfterSeconds));
      throw new errors.RateLimitError("Too many failed sign-ins from this address: please try again later", {
        retryAfterSeconds,
      });
    }
    // Strapi throws on a wrong email or password, and its errors middleware, earlier, answers 400.
    try {
      await next();
    } catch (error) {
      await limiter.penalty(address);
      throw error;
    }
    if (ctx.status >= 400) await limiter.penalty(address);
  };
};
