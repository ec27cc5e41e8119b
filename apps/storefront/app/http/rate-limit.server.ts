import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from "rate-limiter-flexible";
import type { RedisLink } from "../shared-state/redis-link.server.js";

/**
 * A fixed-window count per client, for forms and cart actions, by rate-limiter-flexible: in this
 * instance's memory, or in Redis when several instances run (REDIS_URL), so that the 61st cart action
 * in a minute is refused whichever instance it reaches. While Redis is away or slow, each instance
 * counts in its own memory (the library's insurance limiter, and its timeout wrapper at the link's
 * timeout): writes stay limited, per instance, and no request waits on Redis for long. Not
 * express-rate-limit: the limits are applied inside route actions, keyed by what the action knows
 * (client and cart), which a middleware does not see.
 */

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt; refused, with the seconds until the client may try again, once the window is spent. */
  consume(clientKey: string): Promise<LimitVerdict>;
};

export type RateLimiterOptions = {
  /** Names the counters in Redis; each limiter needs its own. */
  name: string;
  max: number;
  windowMs: number;
  redis?: RedisLink | undefined;
};

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const window = { points: options.max, duration: Math.ceil(options.windowMs / 1000), keyPrefix: options.name };
  const memory = new RateLimiterMemory(window);
  const { redis } = options;
  const shared = redis
    ? new RLWrapperTimeouts({
        timeoutMs: redis.timeoutMs,
        limiter: new RateLimiterRedis({
          ...window,
          keyPrefix: `limit:${options.name}`,
          storeClient: redis.client,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        }),
      })
    : undefined;

  return {
    async consume(clientKey) {
      // While the link cools down after a failure, memory answers at once rather than after a timeout.
      const limiter = shared && redis?.available() ? shared : memory;
      try {
        await limiter.consume(clientKey);
        return { allowed: true };
      } catch (refusal) {
        // Only a spent window arrives here: a Redis failure is answered by the insurance limiter.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
