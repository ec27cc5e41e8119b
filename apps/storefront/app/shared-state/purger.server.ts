import { z } from "zod";
import type { RedisLink } from "./redis-link.server.js";
import type { TaggedStore } from "./tagged-store.server.js";
import { log as logger } from "../log.server.js";

/**
 * One purge reaches every instance, by pub/sub; one missed while Redis was away is made up on its
 * return. Why pub/sub, and how: docs/caching.md, "One purge reaches every instance".
 */

const purgeMessage = z.object({ from: z.string(), tags: z.array(z.string()).min(1) });

export type Purger = {
  purge(tags: readonly string[]): Promise<void>;
  /** For what this instance keeps in its own memory; `tags` always includes `everything` when all must go. */
  onPurge(listener: (tags: readonly string[]) => void): void;
};

export type PurgerOptions = {
  instanceId: string;
  /** The tag every entry carries: purging it empties everything. */
  everything: string;
  redis?: RedisLink;
  store?: TaggedStore;
  channel?: string;
  log?: (message: string) => void;
};

export function createPurger(options: PurgerOptions): Purger {
  const log = options.log ?? ((message: string) => logger.warn(`[purge] ${message}`));
  const channel = options.channel ?? `${options.everything}:purge`;
  const listeners: ((tags: readonly string[]) => void)[] = [];
  const unshared = new Set<string>();

  function deliver(tags: readonly string[]): void {
    for (const listener of listeners) listener(tags);
  }

  async function share(tags: readonly string[]): Promise<boolean> {
    const { redis, store } = options;
    if (!redis) return true;
    const deleted = store ? await store.purge(tags) : true;
    const published = await redis.publish(channel, JSON.stringify({ from: options.instanceId, tags }));
    return deleted && published;
  }

  const { redis } = options;
  redis?.subscribe(channel, (message) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      parsed = undefined;
    }
    const purge = purgeMessage.safeParse(parsed);
    if (!purge.success) return log(`ignored a message on ${channel} that is not a purge.`);
    if (purge.data.from !== options.instanceId) deliver(purge.data.tags);
  });
  redis?.onReturn(() => {
    deliver([options.everything]);
    const waiting = [...unshared];
    unshared.clear();
    if (waiting.length === 0) return;
    void share(waiting).then((shared) => {
      if (shared) log(`shared ${waiting.length} purge tag(s) kept while Redis was away.`);
      else for (const tag of waiting) unshared.add(tag);
    });
  });

  return {
    async purge(tags) {
      if (tags.length === 0) return;
      // Shared entries go first, so that no instance's next miss can read back what this purge removes.
      const shared = await share(tags);
      deliver(tags);
      if (shared) return;
      for (const tag of tags) unshared.add(tag);
      log(`Redis is away: purged ${tags.join(", ")} here; the other instances hear of it when Redis returns.`);
    },
    onPurge(listener) {
      listeners.push(listener);
    },
  };
}
