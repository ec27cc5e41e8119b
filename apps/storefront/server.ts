/**
 * Express in front of the React Router request handler. Development runs Vite in middleware mode on
 * the same port, so stacks side by side on one machine need no second port for HMR.
 */
import { createServer, STATUS_CODES, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { Config } from "./app/config.server.js";
import { accessLog } from "./app/http/access-log.server.js";
import { bodyLimitMiddleware } from "./app/http/body-limit.server.js";
import { CLIENT_ADDRESS_HEADER } from "./app/http/client-address.js";
import { clientKeyOf } from "./app/http/client-address.server.js";
import { untrustedForwardingNotice } from "./app/http/forwarded-headers.server.js";
import { createPageCache } from "./app/http/page-cache.server.js";
import { createRateLimiter } from "./app/http/rate-limit.server.js";
import { isPreviewRequest, previewResponsesMiddleware } from "./app/preview/preview-responses.server.js";
import { assetFilesMiddleware, publicFilesMiddleware } from "./app/http/public-files.server.js";
import { reactRouterHandler } from "./app/http/react-router-handler.server.js";
import { refuseConnect, requestShapeMiddleware } from "./app/http/request-shape.server.js";
import { resourceRoutesGuard } from "./app/http/resource-routes.server.js";
import { sameOriginPostsMiddleware } from "./app/http/same-origin.server.js";
import { createUpstreamHealth } from "./app/health.server.js";
import { securityHeadersMiddleware, securityOptions } from "./app/http/security-headers.server.js";
import { BROTLI } from "./app/http/brotli.server.js";
import { IMAGE_ROUTE } from "./app/images/image-address.js";
import { imageRoute } from "./app/images/image-route.server.js";
import { MISS_LIMIT } from "./app/images/picture-work.server.js";
import { renditionsOnDisk } from "./app/images/rendition-store.server.js";
import { previewSettings } from "./app/preview/preview-cookie.server.js";
import { sharedState } from "./app/shared-state/shared-state.server.js";
import { log } from "./app/log.server.js";

const DEVELOPMENT = process.env.NODE_ENV !== "production";
const config = await loadConfig();
const SHUTDOWN_GRACE_MS = 10_000;
const preview = previewSettings(config, !DEVELOPMENT);
const shared = sharedState(config);

// This file runs as server.ts (development, via tsx) or as dist/server.js (production build).
const here = path.dirname(fileURLToPath(import.meta.url));
const appRoot = path.basename(here) === "dist" ? path.dirname(here) : here;

const app = express();
// Node would answer an HTTP/1.1 request without a Host with an empty 400; requestShapeMiddleware says why.
const httpServer = createServer({ requireHostHeader: false }, app);
let vite: ViteDevServer | undefined;

app.disable("x-powered-by");
// TRUST_PROXY (Express's "trust proxy", e.g. 1 or "loopback") decides whether the balancer's forwarded
// address, protocol and host are believed (docs/security.md, "Origins").
if (process.env.TRUST_PROXY) app.set("trust proxy", trustProxyValue(process.env.TRUST_PROXY));
app.use(accessLog());
app.use(untrustedForwardingNotice());
// The app's per-client limits read the address from this header; it is always overwritten, so a
// visitor cannot pick their own.
app.use((request, _response, next) => {
  request.headers[CLIENT_ADDRESS_HEADER] = request.ip ?? "unknown";
  next();
});
app.use(compression({ brotli: BROTLI }));
app.use(securityHeadersMiddleware(securityOptions(config, !DEVELOPMENT)));
// Before anything reads a request: methods and hosts the app cannot represent, posts from other
// sites, and bodies larger than their route needs are answered here with a sentence.
app.use(requestShapeMiddleware());
app.use(sameOriginPostsMiddleware());
app.use(bodyLimitMiddleware());

// Liveness and readiness in one: 200 while the process answers, whatever the upstreams say
// (apps/storefront/README.md, "Outages, health and shutdown").
const upstreamHealth = createUpstreamHealth({ content: config.content, shop: config.shop, redis: shared.redis });
app.get("/healthz", async (_request, response) => {
  response.set("Cache-Control", "no-store").json(await upstreamHealth());
});

// CMS pictures from the page's own origin, resized and re-encoded, kept on disk across restarts (app/images).
const pictures = renditionsOnDisk(config.imageCacheDir ?? path.join(appRoot, ".data/images"));
pictures.sweepDaily();
app.get(
  `${IMAGE_ROUTE}/:name`,
  imageRoute({
    library: config.content.apiUrl,
    sourceOrigins: config.content.mediaOrigins,
    timeoutMs: config.upstreamTimeouts.contentMs,
    store: pictures,
    // A picture not yet made is counted against its client as the forms' and cart's limits count them.
    misses: {
      limiter: createRateLimiter({ ...MISS_LIMIT, redis: shared.redis }),
      // clientKeyOf reads the address from a web Request's headers, where the middleware above put it.
      clientOf: (request) =>
        clientKeyOf(new Request("http://picture.route/", { headers: { [CLIENT_ADDRESS_HEADER]: request.ip ?? "" } })),
    },
  }),
);

if (DEVELOPMENT) {
  const { createServer: createViteServer } = await import("vite");
  const sigtermListeners = new Set(process.listeners("SIGTERM"));
  vite = await createViteServer({
    root: appRoot,
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  // React Router's child Vite compiler exits the process on SIGTERM, cutting off requests in flight;
  // shutDown closes it through vite.close() once they have finished.
  for (const listener of process.listeners("SIGTERM")) {
    if (!sigtermListeners.has(listener)) process.off("SIGTERM", listener);
  }
  const devServer = vite;
  // Loaded per request so that edits to routes and loaders apply without a restart.
  const loadBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  app.use(devServer.middlewares);
  app.use(resourceRoutesGuard(loadBuild));
  app.use(previewResponsesMiddleware(preview));
  app.use(reactRouterHandler(loadBuild, "development"));
} else {
  const clientDirectory = path.join(appRoot, "build/client");
  app.use("/assets", ...assetFilesMiddleware(path.join(clientDirectory, "assets")));
  app.use(publicFilesMiddleware(clientDirectory));
  const build = (await import(pathToFileURL(path.join(appRoot, "build/server/index.js")).href)) as ServerBuild;
  // An API's answer is never page data, so never kept as a page (app/http/resource-routes.server.ts).
  app.use(resourceRoutesGuard(build));
  // An editor's preview is for them alone: never stored anywhere, and never served a stored page.
  app.use(previewResponsesMiddleware(preview));
  // Shareable pages are rendered once and served like a CDN would (apps/storefront/README.md "Performance").
  // With REDIS_URL, every instance shares it and hears every purge (docs/decisions/0009).
  app.use(
    createPageCache({
      varyOnCookies: [`${config.appKey}_version`],
      bypass: (request) => isPreviewRequest(request, preview),
      everything: shared.everything,
      purger: shared.purger,
      shared: shared.store,
      tagHeaders: config.cdnPurge !== undefined,
    }).middleware,
  );
  app.use(reactRouterHandler(build, "production"));
}

/** Errors that escape the handlers above: a missing static file (404), an undecodable address (400) or a bug (500, logged). */
const answerErrors: express.ErrorRequestHandler = (error: unknown, _request, response, next) => {
  if (response.headersSent) return next(error);
  const declared = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  const status = typeof declared === "number" && declared >= 400 && declared < 600 ? declared : 500;
  if (status >= 500) log.error({ err: error }, "Unhandled request error:");
  const sentence =
    status === 404
      ? "There is no file at this address."
      : status < 500
        ? "We could not read this request."
        : "Something went wrong on our side. Please try again in a moment.";
  response.status(status).set("Cache-Control", "no-store").type("text/plain").send(sentence);
};
app.use(answerErrors);

listen(httpServer, config.port);

/** Reads the configuration; a bad environment stops startup with the problems listed, not a stack trace. */
async function loadConfig(): Promise<Config> {
  try {
    return (await import("./app/config.server.js")).config;
  } catch (error) {
    // One plain sentence and no stack: the environment is wrong, not the code.
    log.fatal(`Storefront cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

function listen(server: Server, port: number): void {
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") {
      log.fatal(`Storefront cannot start: port ${port} is already in use (set PORT to use another).`);
    } else {
      log.fatal(`Storefront cannot start: ${error.message}`);
    }
    process.exit(1);
  });
  // Requests Node refuses before Express sees them (a header or address over 16 KB, a malformed request line)
  // get the same status Node would send, with a sentence instead of an empty body.
  server.on("connect", refuseConnect);
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const [status, text] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "This request's address or headers are too long for us to read."]
        : [400, "We could not read this request."];
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  });
  server.listen(port, () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : port;
    // A port, not an address to open: `npm start` gives the address once every service answers.
    log.info(`Storefront (${DEVELOPMENT ? "development" : "production"}) listening on port ${actualPort}`);
  });
}

function shutDown(signal: NodeJS.Signals): void {
  log.info(`${signal} received: closing the storefront.`);
  // A requested stop is a clean exit (Vite's close would otherwise leave `process.exitCode ??= 143`).
  process.exitCode = 0;
  // close() closes only the sockets idle at that moment; one that finishes later would sit until its
  // keep-alive timeout, so idle ones are closed as they appear.
  const closeIdle = setInterval(() => httpServer.closeIdleConnections(), 100);
  closeIdle.unref();
  const forceExit = setTimeout(() => {
    httpServer.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forceExit.unref();
  httpServer.close(() => {
    shared.redis?.close();
    void (vite?.close() ?? Promise.resolve()).finally(() => process.exit(0));
  });
}

process.once("SIGTERM", shutDown);
process.once("SIGINT", shutDown);

/** "1" → 1 hop, "true" → true, anything else (e.g. "loopback, 10.0.0.0/8") as Express reads it. */
function trustProxyValue(raw: string): number | boolean | string {
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === "true" || raw === "false") return raw === "true";
  return raw;
}
