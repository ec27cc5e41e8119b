import { noteCacheTag } from "../shared-state/cache-tags.server";
import type { ContentCache } from "./cache.server";
import { contentRequestUrl, type ContentClient } from "./client.server";

/** Each read notes its tag, cached or not, so a page is purged with what it was built from. */
export function withContentCache(
  client: ContentClient,
  cache: ContentCache,
  tagOf?: (url: string) => string,
): ContentClient {
  return {
    baseUrl: client.baseUrl,
    get(path, query = {}) {
      const url = contentRequestUrl(client.baseUrl, path, query);
      if (tagOf) noteCacheTag(tagOf(url));
      return cache.get(url, () => client.get(path, query));
    },
  };
}
