import { config } from "../config.server";
import type { PreviewState, PreviewStatus } from "../preview/preview-cookie.server";
import { previewOf } from "../preview/preview.server";
import { createContentApi, type ContentApi } from "./api.server";
import { createContentClient, type ContentClient } from "./client.server";
import { content, contentClient } from "./content.server";
import { createShellLoader, loadShell, type ShellLoader } from "./shell.server";

/** A preview reads past the cache, so no draft reaches another visitor (docs/content.md, "Drafts and previews"). */

export type RequestContent = {
  client: ContentClient;
  content: ContentApi;
  loadShell: ShellLoader;
  preview: PreviewState | null;
};

const everyone: RequestContent = { client: contentClient, content, loadShell, preview: null };

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

function previewReaders(status: PreviewStatus): Omit<RequestContent, "preview"> {
  const client = withStatus(uncached, status);
  return { client, content: createContentApi(client), loadShell: createShellLoader(client) };
}

const previews: Record<PreviewStatus, Omit<RequestContent, "preview">> = {
  draft: previewReaders("draft"),
  published: previewReaders("published"),
};

export function contentFor(request: Request): RequestContent {
  const preview = previewOf(request);
  return preview ? { ...previews[preview.status], preview } : everyone;
}
