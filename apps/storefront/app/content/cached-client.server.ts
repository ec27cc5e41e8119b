import type { ContentCache } from "./cache.server";
import { contentRequestUrl, type ContentClient } from "./client.server";

/** A content client whose every GET goes through the cache, keyed by the request URL. */
export function withContentCache(client: ContentClient, cache: ContentCache): ContentClient {
  return {
    baseUrl: client.baseUrl,
    get(path, query = {}) {
      return cache.get(contentRequestUrl(client.baseUrl, path, query), () => client.get(path, query));
    },
  };
}
