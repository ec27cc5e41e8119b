import { config } from "../config.server";
import type { PreviewState, PreviewStatus } from "../preview/preview-cookie.server";
import { previewOf } from "../preview/preview.server";
import { createContentApi, type ContentApi } from "./api.server";
import { createContentClient, type ContentClient } from "./client.server";
import { content, contentClient } from "./content.server";
import { createShellLoader, loadShell, type ShellLoader } from "./shell.server";

/**
 * Which content a request is shown. Everyone gets the published content through the shared cache.
 * An editor's preview (a valid preview cookie) reads the CMS directly with the storefront's token
 * and `status=draft` (or `published`, for the admin's published tab): nothing it reads is taken
 * from the content cache or put into it, so a draft never reaches another visitor.
 */

export type ContentReaders = {
  client: ContentClient;
  content: ContentApi;
  loadShell: ShellLoader;
  preview: PreviewState | null;
};

const everyone: ContentReaders = { client: contentClient, content, loadShell, preview: null };

/** A client that asks for one version of every entry (the CMS answers the published one by default). */
function withStatus(client: ContentClient, status: PreviewStatus): ContentClient {
  return { baseUrl: client.baseUrl, get: (path, query = {}) => client.get(path, { ...query, status }) };
}

/** Uncached, with its own breaker: an editor's reads never hold up or trip the shoppers' ones. */
const uncached = createContentClient({
  baseUrl: config.content.apiUrl,
  token: config.content.token,
  timeoutMs: config.upstreamTimeouts.contentMs,
});

function previewReaders(status: PreviewStatus): Omit<ContentReaders, "preview"> {
  const client = withStatus(uncached, status);
  return { client, content: createContentApi(client), loadShell: createShellLoader(client) };
}

const previews: Record<PreviewStatus, Omit<ContentReaders, "preview">> = {
  draft: previewReaders("draft"),
  published: previewReaders("published"),
};

export function contentReaders(request: Request): ContentReaders {
  const preview = previewOf(request);
  return preview ? { ...previews[preview.status], preview } : everyone;
}
