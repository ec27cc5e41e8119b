import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

/** The document, whole, and whether React had to give up on part of it (an error behind a boundary). */
export interface RenderedDocument {
  html: string;
  failed: boolean;
}

/** React's mark for a Suspense boundary it could not finish on the server, left for the browser to render. */
const UNFINISHED_BOUNDARY = "<!--$!-->";

/**
 * One `renderToString` pass, about four times as fast as streaming (bench/REPORT.md). Should a part
 * still suspend or fail, the page is rendered again streamed, so the answer is the one streaming gives.
 */
export async function renderDocument(
  app: ReactNode,
  context: EntryContext,
  timeoutMs: number,
): Promise<RenderedDocument> {
  await settleLoaderData(context);
  const html = renderToString(app);
  if (!html.includes(UNFINISHED_BOUNDARY)) return { html: `<!DOCTYPE html>${html}`, failed: false };
  // The pass above holds the stream's reader (React Router takes one per render); the cache stands in for it.
  context.serverHandoffStream = new ReadableStream({ start: (controller) => controller.close() });
  return renderStreamed(app, timeoutMs);
}

/**
 * Reads React Router's loader-data stream to its end and hands it back as the settled
 * `renderMeta.streamCache`, so the one-pass render waits for no chunk.
 */
async function settleLoaderData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let data = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    data += decoder.decode(chunk.value, { stream: true });
  data += decoder.decode();
  // React Router asks the stream for a reader again as it renders; it then reads nothing from it.
  reader.releaseLock();
  const settled = (done: boolean, value: string) => Object.assign(Promise.resolve(), { result: { done, value } });
  context.renderMeta.streamCache = { 0: settled(false, data), 1: settled(true, "") };
}

/** React's streaming render, waited for to its end (every boundary resolved or failed), as one string. */
function renderStreamed(app: ReactNode, timeoutMs: number): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    // Abort after the timeout so boundaries still waiting render their fallbacks.
    const abortTimer = setTimeout(() => abort(), timeoutMs);
    const { pipe, abort } = renderToPipeableStream(app, {
      onAllReady() {
        // Errors behind a boundary are ours to log; a shell error rejects, and React Router logs it.
        for (const error of errors) console.error(error);
        collect(pipe).then((html) => {
          clearTimeout(abortTimer);
          resolve({ html, failed: errors.length > 0 });
        }, reject);
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        errors.push(error);
      },
    });
  });
}

/** The stream's bytes as one string, decoded once so no character is split across chunks. */
function collect(pipe: (destination: NodeJS.WritableStream) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    sink.on("error", reject);
    pipe(sink);
  });
}
