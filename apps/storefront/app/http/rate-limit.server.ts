import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from "rate-limiter-flexible";
import type { RedisLink } from "../shared-state/redis-link.server.js";

/**
 * A fixed-window count per client for forms and cart actions, shared through Redis when it is set and
 * per instance while it is away (docs/security.md, "Rate limits").
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
