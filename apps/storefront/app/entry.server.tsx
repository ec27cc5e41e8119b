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
 * React Router's default Node entry, changed in three ways: the document is rendered whole before it
 * is sent, so its Content-Security-Policy can list the hash of every inline script the app wrote in it (see
 * http/security-headers.server.ts for why hashes rather than nonces), and its scripts load after
 * the page has (http/hydrate-after-load.server.ts), and the blocks sent as HTML are rendered from
 * the content their loader left out of the page's data (blocks/sent-as-html.ts).
 *
 * Waiting for all of it for every visitor, not only for bots as the default does, is what makes
 * the hashes complete: nothing streams in after the header is sent. Our loaders return settled
 * data, so the wait costs nothing a shopper would see, and it lets React render the page in one
 * pass (http/render-document.server.ts).
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
  // HEAD gets the body too: Node leaves it off the wire, and the page cache in front of us,
  // which keys pages without the method, then never stores an empty copy of a page.
  return documentResponse(html, { headers: responseHeaders, status: rendered.failed ? 500 : responseStatusCode });
}
