import { LRUCache } from "lru-cache";

/**
 * A sliding-window limit in process memory: at most `limit` events per key within `windowMs`.
 * The LRU bound keeps memory flat however many clients appear.
 */
export function createSlidingWindowLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const events = new LRUCache<string, number[]>({ max: 10_000 });

  /** Records one event for `key`; false when the key is over its limit (the event is not counted). */
  return function allow(key: string): boolean {
    const cutoff = now() - options.windowMs;
    const recent = (events.get(key) ?? []).filter((time) => time > cutoff);
    if (recent.length >= options.limit) {
      events.set(key, recent);
      return false;
    }
    recent.push(now());
    events.set(key, recent);
    return true;
  };
}

/**
 * The client address as the nearest proxy reports it. The storefront runs behind a load balancer
 * (DESIGN "Scale"), which appends the address it saw to X-Forwarded-For; earlier entries are the
 * client's own claims, so the last one is the one to trust.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",").pop()?.trim();
  return forwarded || request.headers.get("X-Real-IP")?.trim() || "direct";
}
