import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { BlocksSentAsHtml } from "./blocks/sent-as-html";
import { blocksBehindMarkers } from "./blocks/sent-as-html.server";
import { config } from "./config.server";
import { documentResponse } from "./http/document-body";
import { hydrateAfterLoad } from "./http/hydrate-after-load.server";
import { CSP_HEADER, documentPolicy, inlineScriptHashes, securityOptions } from "./http/security-headers.server";
import { renderDocument } from "./http/render-document.server";
import { scrollRestorationScript } from "./layout/ScrollRestoration";
import { previewOf } from "./preview/preview.server";

/**
 * React Router's default Node entry, changed three ways: the document is rendered whole, so its CSP
 * can hash every inline script (docs/security.md, "Scripts allowed by hash"); its scripts start after
 * `load`; blocks sent as HTML are filled in (blocks/sent-as-html.ts).
 */

export const streamTimeout = 5_000;

const policyOptions = securityOptions(config, process.env.NODE_ENV === "production");
/** The inline scripts the app's own components write, besides React Router's (http/app-scripts.server.ts). */
const OWN_SCRIPTS = [scrollRestorationScript];

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const rendered = await renderDocument(
    <BlocksSentAsHtml value={blocksBehindMarkers(loadContext)}>
      <ServerRouter context={routerContext} url={request.url} />
    </BlocksSentAsHtml>,
    routerContext,
    streamTimeout + 1000,
  );
  const html = hydrateAfterLoad(rendered.html);
  // Only an editor's preview may be framed, and only by the CMS, whose admin shows it in a frame.
  const frameAncestors = previewOf(request) ? config.preview.cmsOrigins : [];
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(CSP_HEADER, documentPolicy(policyOptions, inlineScriptHashes(html, OWN_SCRIPTS), frameAncestors));
  // HEAD gets the body too (Node leaves it off the wire), so the page cache, keyed without the method,
  // never stores an empty page.
  return documentResponse(html, { headers: responseHeaders, status: rendered.failed ? 500 : responseStatusCode });
}
