import { data } from "react-router";
import { config } from "../config.server";
import { createCdnPurge } from "../http/cdn-purge.server";
import { sharedState } from "../shared-state/shared-state.server";
import { createContentApi } from "./api.server";
import { createContentCache } from "./cache.server";
import { contentTag, followPurges } from "./cache-tags.server";
import { withContentCache } from "./cached-client.server";
import { ContentRequestError, createContentClient } from "./client.server";

/** The content service as configured for this process; routes import this, tests build their own. */
const { store, purger, everything } = sharedState(config);
const tagOf = (url: string) => contentTag(url, everything);

const contentCache = createContentCache({
  shared: store ? { store, tagsOf: (url) => [everything, tagOf(url)] } : undefined,
});
followPurges(contentCache, purger, everything);

const purgeCdn = config.cdnPurge ? createCdnPurge(config.cdnPurge) : undefined;

/** How a content webhook empties what it touches: the tags' reads and pages on every instance, then in the CDN. */
export const contentPurging = {
  everything,
  async purge(tags: readonly string[]): Promise<void> {
    await purger.purge(tags);
    void purgeCdn?.(tags);
  },
};

export const contentClient = withContentCache(
  createContentClient({
    baseUrl: config.content.apiUrl,
    token: config.content.token,
    timeoutMs: config.upstreamTimeouts.contentMs,
  }),
  contentCache,
  tagOf,
);

export const content = createContentApi(contentClient);

if (!config.revalidateSecret) {
  console.warn(
    "[content] REVALIDATE_SECRET is not set: POST /api/revalidate answers 401, so content edits show only when the cache expires.",
  );
}

export const CONTENT_UNAVAILABLE_MESSAGE = "Our pages are taking a short rest. Please try again in a minute.";

/** A failed read is logged for the operator; the shopper gets a calm 503 page, not a stack trace. */
export async function loadContent<Result>(load: () => Promise<Result>): Promise<Result> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ContentRequestError)) throw error;
    console.error(`[content] ${error.message}`);
    throw data(CONTENT_UNAVAILABLE_MESSAGE, {
      status: 503,
      headers: { "Retry-After": "60", "Cache-Control": "no-store" },
    });
  }
}
