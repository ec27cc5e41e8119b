import { randomUUID } from "node:crypto";
import type { Config } from "../config.server.js";
import { processWide } from "../process-wide.server.js";
import { createPurger, type Purger } from "./purger.server.js";
import { createRedisLink, type RedisLink } from "./redis-link.server.js";
import { createTaggedStore, type TaggedStore } from "./tagged-store.server.js";

/**
 * What this instance shares with the others: with REDIS_URL, a Redis link, the shared store and a
 * purger reaching every instance; without it, a purger for this process only (docs/decisions/0005).
 */
export type SharedState = {
  redis: RedisLink | undefined;
  store: TaggedStore | undefined;
  purger: Purger;
  /** The tag every shared entry and cached page carries; purging it empties all of them. */
  everything: string;
};

/** The first caller's configuration makes it; server.ts and the React Router build read the same environment. */
export function sharedState(config: Pick<Config, "appKey" | "redis">): SharedState {
  return processWide("sharedState", () => {
    const everything = config.appKey;
    const redis = config.redis.url
      ? createRedisLink({ url: config.redis.url, timeoutMs: config.redis.timeoutMs })
      : undefined;
    const store = redis ? createTaggedStore(redis, everything) : undefined;
    const purger = createPurger({ instanceId: randomUUID(), everything, redis, store });
    return { redis, store, purger, everything };
  });
}
