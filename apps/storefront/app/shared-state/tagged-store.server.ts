import { createHash } from "node:crypto";
import { RESP_TYPES } from "redis";
import type { RedisLink } from "./redis-link.server.js";

/**
 * Entries every instance shares in Redis, each under the tags it was built from, so a purge deletes
 * exactly those; Redis down or slow answers as a miss (docs/caching.md, "Tagged entries in Redis").
 */

// Touches keys it is not given in KEYS: fine on one Redis or Valkey, refused by a Redis Cluster.
const PURGE_SCRIPT = `
for _, tagKey in ipairs(KEYS) do
  local members = redis.call('SMEMBERS', tagKey)
  for first = 1, #members, 500 do
    redis.call('UNLINK', unpack(members, first, math.min(first + 499, #members)))
  end
  redis.call('UNLINK', tagKey)
end
return #KEYS`;

export type TaggedStore = {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, value: Buffer, ttlMs: number, tags: readonly string[]): Promise<void>;
  /** Deletes every entry carrying one of `tags`; false when Redis could not be reached. */
  purge(tags: readonly string[]): Promise<boolean>;
};

export function createTaggedStore(redis: RedisLink, prefix: string): TaggedStore {
  const entryKey = (key: string) => `${prefix}:entry:${createHash("sha256").update(key).digest("base64url")}`;
  const tagKey = (tag: string) => `${prefix}:tag:${tag}`;
  const binary = redis.client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });

  return {
    async get(key) {
      const value = await redis.run(() => binary.get(entryKey(key)));
      return value ?? undefined;
    },
    async set(key, value, ttlMs, tags) {
      const stored = entryKey(key);
      const ttl = Math.max(1, Math.ceil(ttlMs));
      await redis.run((client) => {
        const batch = client.multi().set(stored, value, { PX: ttl });
        for (const tag of tags) {
          // A tag outlives each of its entries: given a lifetime when new, lengthened when an entry outlives it.
          batch.sAdd(tagKey(tag), stored).pExpire(tagKey(tag), ttl, "NX").pExpire(tagKey(tag), ttl, "GT");
        }
        return batch.exec();
      });
    },
    async purge(tags) {
      if (tags.length === 0) return true;
      const done = await redis.run((client) => client.eval(PURGE_SCRIPT, { keys: tags.map(tagKey), arguments: [] }));
      return done !== undefined;
    },
  };
}
