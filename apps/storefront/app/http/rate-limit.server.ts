/**
 * A fixed-window counter per client, for forms and cart actions. In-memory on purpose: a flood from one address is
 * stopped by the instance it reaches, and nothing about a visitor outlives the window. Not
 * express-rate-limit: the limits are applied inside route actions, keyed by what the action knows
 * (client and cart), where an Express middleware sees neither the route's intent nor the cart.
 */

export type RateLimiter = {
  /** Counts one attempt; false when the client has used up the window. */
  allow(clientKey: string): boolean;
  /** Seconds until the client's window resets (for Retry-After). */
  retryAfterSeconds(clientKey: string): number;
};

export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { startedAt: number; count: number }>();

  function windowOf(clientKey: string) {
    const time = now();
    const current = windows.get(clientKey);
    if (current && time - current.startedAt < options.windowMs) return current;
    // Expired windows are dropped as they are met, so the map stays as small as the active clients.
    for (const [key, window] of windows) if (time - window.startedAt >= options.windowMs) windows.delete(key);
    const fresh = { startedAt: time, count: 0 };
    windows.set(clientKey, fresh);
    return fresh;
  }

  return {
    allow(clientKey) {
      const window = windowOf(clientKey);
      if (window.count >= options.max) return false;
      window.count += 1;
      return true;
    },
    retryAfterSeconds(clientKey) {
      const window = windowOf(clientKey);
      return Math.max(1, Math.ceil((window.startedAt + options.windowMs - now()) / 1000));
    },
  };
}
