import { once } from "node:events";
import { mkdir } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler, type Express } from "express";
import { parse as parseQueryString } from "qs";
import { loadContent } from "./content/load-content.js";
import type { ContentSnapshot } from "./content/model.js";
import { formRoutes } from "./forms/form-routes.js";
import { SubmissionStore } from "./forms/submission-store.js";
import { consoleLogger, type Logger } from "./logger.js";
import { uploadsDir } from "./media/pipeline.js";
import { requireApiToken } from "./rest/auth.js";
import { contentRoutes } from "./rest/content-routes.js";
import { strapiCors } from "./rest/cors.js";
import { notFound, StrapiError } from "./rest/errors.js";
import { formatProblem, type SeedProblem } from "./seed/problems.js";
import { contentEvents, type ContentEvent } from "./watch/content-events.js";
import { watchSeed } from "./watch/seed-watcher.js";
import { sendWebhooks } from "./watch/webhooks.js";

export interface ContentServiceOptions {
  seedDir: string;
  dataDir: string;
  /** Base of absolute media URLs; defaults to http://localhost:<listening port>. */
  publicUrl?: string;
  apiToken?: string;
  adminToken?: string;
  revalidateSecret?: string;
  webhookUrls?: string[];
  /** Reload when files under seedDir change. */
  watch?: boolean;
  logger?: Logger;
}

export interface ReloadOutcome {
  applied: boolean;
  events: ContentEvent[];
  problems: SeedProblem[];
}

export interface ContentService {
  app: Express;
  snapshot(): ContentSnapshot;
  reload(): Promise<ReloadOutcome>;
  /** Starts listening (port 0 picks a free one) and resolves with the port. */
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

function logProblems(logger: Logger, problems: SeedProblem[]): void {
  if (problems.length === 0) return;
  logger.warn(`seed: ${problems.length} problem${problems.length === 1 ? "" : "s"}:`);
  for (const problem of problems) logger.warn(`  ${formatProblem(problem)}`);
}

const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, _request, response, _next) => {
    let strapiError: StrapiError;
    if (error instanceof StrapiError) strapiError = error;
    else if ((error as { type?: string }).type === "entity.too.large") {
      strapiError = new StrapiError(413, "PayloadTooLargeError", "request entity too large");
    } else if ((error as { type?: string }).type === "entity.parse.failed") {
      strapiError = new StrapiError(400, "BadRequestError", "Invalid JSON in the request body");
    } else {
      logger.error(`request failed: ${(error as Error).stack ?? String(error)}`);
      strapiError = new StrapiError(500, "InternalServerError", "Internal Server Error");
    }
    response.status(strapiError.status).json(strapiError.envelope());
  };

export async function createContentService(options: ContentServiceOptions): Promise<ContentService> {
  const logger = options.logger ?? consoleLogger;
  await mkdir(options.dataDir, { recursive: true });
  const initial = await loadContent(options.seedDir, options.dataDir);
  logProblems(logger, initial.problems);
  let current = initial.snapshot;
  let publicUrl = options.publicUrl?.replace(/\/+$/, "");
  // Known once listening when not configured (tests listen on port 0).
  const currentPublicUrl = () => publicUrl ?? "http://localhost";
  const store = new SubmissionStore(options.dataDir);

  const app = express();
  app.disable("x-powered-by");
  // Strapi parses queries with qs at these limits, so deep populate objects survive.
  app.set("query parser", (query: string) => parseQueryString(query, { depth: 20, arrayLimit: 100 }));
  app.use((_request, response, next) => {
    response.setHeader("X-Powered-By", "Strapi <strapi.io>");
    next();
  });
  app.use(strapiCors);
  app.all("/_health", (_request, response) => {
    response.setHeader("strapi", "You are so French!");
    response.status(204).end();
  });
  app.use("/uploads", express.static(uploadsDir(options.dataDir), { immutable: true, maxAge: "1y", index: false }));
  app.use("/api", requireApiToken(options.apiToken, (request) => request.path.startsWith("/ezforms/submissions")));
  app.use(formRoutes(() => store, options.adminToken, logger));
  app.use(
    contentRoutes({
      snapshot: () => current,
      publicUrl: currentPublicUrl,
    }),
  );
  app.use(() => {
    throw notFound();
  });
  app.use(errorHandler(logger));

  let reloading: Promise<unknown> = Promise.resolve();
  const reloadOnce = async (): Promise<ReloadOutcome> => {
    const result = await loadContent(options.seedDir, options.dataDir, current);
    logProblems(logger, result.problems);
    if (!result.applied) return { applied: false, events: [], problems: result.problems };
    const events = contentEvents(current, result.snapshot, currentPublicUrl());
    current = result.snapshot;
    logger.info(`seed reloaded: ${events.length === 0 ? "no changes" : events.map((event) => event.event).join(", ")}`);
    const urls = options.webhookUrls ?? [];
    if (events.length > 0 && urls.length > 0) {
      await sendWebhooks({ urls, secret: options.revalidateSecret }, events, logger);
    }
    return { applied: true, events, problems: result.problems };
  };
  const reload = (): Promise<ReloadOutcome> => {
    const next = reloading.then(reloadOnce, reloadOnce);
    reloading = next.catch((error: unknown) => logger.error(`seed reload failed: ${(error as Error).message}`));
    return next;
  };

  const stopWatching = options.watch
    ? await watchSeed(options.seedDir, () => {
        void reload().catch(() => undefined);
      })
    : undefined;
  let server: Server | undefined;

  return {
    app,
    snapshot: () => current,
    reload,
    async listen(port, host) {
      server = host === undefined ? app.listen(port) : app.listen(port, host);
      await once(server, "listening");
      const address = server.address() as AddressInfo;
      publicUrl ??= `http://localhost:${address.port}`;
      return address.port;
    },
    async close() {
      await stopWatching?.();
      if (server?.listening) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server?.close(() => resolve()));
      }
      await reloading;
      store.close();
    },
  };
}
