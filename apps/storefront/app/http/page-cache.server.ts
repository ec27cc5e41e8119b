import { brotliCompressSync, gzipSync } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { takingRenderNotes, type RenderNotes } from "../shared-state/cache-tags.server.js";
import type { Purger } from "../shared-state/purger.server.js";
import type { TaggedStore } from "../shared-state/tagged-store.server.js";
import { BROTLI } from "./brotli.server.js";
import { cookieValue } from "../cookies.js";
import { decodePage, encodePage, sharedLifetime, type StoredPage } from "./stored-page.server.js";

/**
 * A shared cache of rendered pages, by a CDN's rules; each page keeps the headers it was sent with,
 * its CSP included (docs/caching.md, "What the page cache keeps").
 */

export const PAGE_CACHE_HEADER = "X-Page-Cache";
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Headers that describe one transfer of the body, not the page; the hit sets its own. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "age",
]);

export type PageCacheOptions = {
  /** Cookies the shared pages may vary on: part of the key, so each value gets its own copy. */
  varyOnCookies?: readonly string[];
  /** Requests that must neither be served a stored page nor leave one (an editor's preview). */
  bypass?: (request: Request) => boolean;
  /** The tag every page carries (APP_KEY): a purge of it empties the cache. */
  everything?: string;
  /** Purges from the content webhook, on this instance or any other. */
  purger?: Purger;
  /** Pages every instance shares (REDIS_URL); this instance's memory stays the first place looked. */
  shared?: TaggedStore;
  /**
   * Name each page's tags in Cache-Tag and Surrogate-Key, for a CDN purged by them (CDN_PURGE_URL).
   * Without one they would only lengthen every page's headers, by about 330 bytes.
   */
  tagHeaders?: boolean;
  maxBytes?: number;
  now?: () => number;
};

export type PageCache = { middleware: RequestHandler; purge(tags: readonly string[]): void; size(): number };

function asksForFreshCopy(request: Request): boolean {
  return /\bno-cache\b/i.test(request.get("cache-control") ?? "") || /\bno-cache\b/i.test(request.get("pragma") ?? "");
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const now = options.now ?? Date.now;
  const everything = options.everything ?? "pages";
  const pages = new LRUCache<string, StoredPage>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    // The gzip and Brotli copies are added later and are fractions of the body: counted as one up front.
    sizeCalculation: (page) => 2 * page.body.length + 1024,
  });
  const refreshing = new Set<string>();
  // A purge raises the generation, so a render that began before it cannot store what it read.
  let generation = 0;

  function purge(tags: readonly string[]): void {
    generation += 1;
    for (const [key, page] of pages.entries()) if (page.tags.some((tag) => tags.includes(tag))) pages.delete(key);
  }
  options.purger?.onPurge(purge);

  /**
   * The address as React Router sees it, plus the cookies pages vary on: a page built for a forged
   * Host must reach nobody else (docs/caching.md, "The cache key and a forged Host").
   */
  function keyOf(request: Request): string {
    const forwardedHost = request.app.enabled("trust proxy") ? (request.get("x-forwarded-host") ?? "") : "";
    const cookies = (options.varyOnCookies ?? []).map((name) => cookieValue(request.get("cookie"), name) ?? "");
    return [request.protocol, request.get("host") ?? "", forwardedHost, request.originalUrl, ...cookies].join("\n");
  }

  /** This instance's fresh copy, else a fresh one another instance stored (kept here from then on). */
  async function lookUp(key: string): Promise<{ page: StoredPage; from: "hit" | "shared" } | undefined> {
    const local = pages.get(key);
    if ((local && now() - local.storedAt < local.freshMs) || !options.shared)
      return local && { page: local, from: "hit" };
    const startedIn = generation;
    const stored = await options.shared.get(key);
    const shared = stored ? decodePage(stored) : undefined;
    if (shared && now() - shared.storedAt < shared.freshMs && startedIn === generation) {
      pages.set(key, shared);
      return { page: shared, from: "shared" };
    }
    return local && { page: local, from: "hit" };
  }

  function serve(request: Request, response: Response, page: StoredPage, state: string): void {
    for (const [name, value] of page.headers) response.setHeader(name, value);
    response.setHeader("Age", String(Math.floor((now() - page.storedAt) / 1000)));
    response.setHeader(PAGE_CACHE_HEADER, state);
    response.vary("Accept-Encoding");
    // Compressed once and kept; the compression middleware leaves an already encoded body alone.
    const brotli = request.acceptsEncodings("br") === "br";
    const gzip = !brotli && request.acceptsEncodings("gzip", "identity") === "gzip";
    if (brotli || gzip) response.setHeader("Content-Encoding", brotli ? "br" : "gzip");
    const body = brotli
      ? (page.brotli ??= brotliCompressSync(page.body, BROTLI))
      : gzip
        ? (page.gzipped ??= gzipSync(page.body))
        : page.body;
    response.setHeader("Content-Length", String(body.length));
    response.status(page.status).end(request.method === "HEAD" ? undefined : body);
  }

  /** Kept here at once; with a shared store, resolves when the other instances can find it too (or Redis could not be reached). */
  function store(key: string, page: StoredPage): Promise<void> | undefined {
    pages.set(key, page);
    return options.shared?.set(key, encodePage(page), page.freshMs, page.tags);
  }

  /** Tees what the handler writes; stores it at the end if the answer turns out to be shareable. */
  function capture(key: string, notes: RenderNotes, response: Response, whenFinished: () => void): void {
    const startedIn = generation;
    // Once only: a response's late "close" must not clear the mark of the next render of the same page.
    let finished = false;
    const onFinished = () => {
      if (!finished) whenFinished();
      finished = true;
    };
    const chunks: Buffer[] = [];
    let bytes = 0;
    let status = 0;
    let headers: StoredPage["headers"] = [];
    let lifetime: ReturnType<typeof sharedLifetime> = null;
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
    const snapshot = () => {
      if (status !== 0) return;
      status = response.statusCode;
      lifetime = sharedLifetime(response);
      if (lifetime && notes.servedOldCopy) {
        // Built from an old copy while the CMS failed: right for this visitor, wrong to keep for weeks.
        lifetime = null;
        if (!response.headersSent) response.setHeader("Cache-Control", "no-store");
      }
      if (lifetime && options.tagHeaders && !response.headersSent) {
        // Cloudflare reads Cache-Tag (commas), Fastly reads Surrogate-Key (spaces).
        response.setHeader("Cache-Tag", [...notes.tags].join(","));
        response.setHeader("Surrogate-Key", [...notes.tags].join(" "));
      }
      headers = Object.entries(response.getHeaders())
        .filter(([name]) => !TRANSFER_HEADERS.has(name) && name !== PAGE_CACHE_HEADER.toLowerCase())
        .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]);
    };
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || !lifetime) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      if (bytes > MAX_PAGE_BYTES) lifetime = null;
      else chunks.push(buffer);
    };
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      snapshot();
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      snapshot();
      keep(chunk, rest[0]);
      onFinished();
      if (!lifetime || startedIn !== generation) return end(chunk, ...rest);
      const page = {
        status,
        headers,
        body: Buffer.concat(chunks),
        storedAt: now(),
        tags: [...notes.tags],
        ...lifetime,
      };
      // The last bytes wait for the shared copy (at most the Redis timeout), so that once a shopper has the
      // page from one instance, the next request finds it on any other.
      const sharing = store(key, page);
      if (!sharing) return end(chunk, ...rest);
      void sharing.finally(() => end(chunk, ...rest));
      return response;
    }) as Response["end"];
    response.once("close", onFinished);
  }

  async function answer(request: Request, response: Response, next: NextFunction): Promise<void> {
    const key = keyOf(request);
    const found = asksForFreshCopy(request) ? undefined : await lookUp(key);
    const age = found ? now() - found.page.storedAt : Infinity;
    if (found && age < found.page.freshMs) return serve(request, response, found.page, found.from);
    if (found && age < found.page.freshMs + found.page.staleMs && refreshing.has(key))
      return serve(request, response, found.page, "stale");
    response.setHeader(PAGE_CACHE_HEADER, "miss");
    if (request.method !== "GET") return next();
    refreshing.add(key);
    const notes: RenderNotes = { tags: new Set([everything]), servedOldCopy: false };
    capture(key, notes, response, () => refreshing.delete(key));
    takingRenderNotes(notes, next);
  }

  const middleware: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || request.get("authorization")) return next();
    if (options.bypass?.(request)) return next();
    answer(request, response, next).catch(next);
  };

  return { middleware, purge, size: () => pages.size };
}
