import { errors } from "@strapi/utils";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { hasApiToken } from "../../../access/callers";

/**
 * Real ezforms lets anyone post as often as they like; the shop's forms get a per-address limit,
 * generous for people (a handful of forms a visit) and tight for a script. Every attempt counts,
 * refused ones too, so guessing past the rules costs the same. A caller with an API token is a
 * server of the shop's (the storefront posts for all its visitors from one address and limits each
 * visitor itself) and is not limited here. In memory: one CMS process, and a restart forgets.
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
