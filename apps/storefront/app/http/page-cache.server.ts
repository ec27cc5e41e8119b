import { gzipSync } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { cookieValue } from "./cookie-header.js";

/**
 * A shared cache of rendered pages in front of the request handler: what a CDN in front of us does,
 * by the same rules. Only a complete GET answer that declares itself shareable is kept (200,
 * `Cache-Control: public` with `s-maxage`, no `Set-Cookie`, no `Vary` beyond Accept-Encoding), with
 * every header it was sent with, so a page's Content-Security-Policy (hashes of its own inline
 * scripts) always travels with that page's HTML. It is fresh for `s-maxage`; within
 * `stale-while-revalidate` the stored copy is served while one request renders a new one. A
 * successful content webhook (POST `revalidatePath`) empties it, as it empties the content cache.
 * A request with `Cache-Control: no-cache` is rendered afresh (and refreshes the copy); one the
 * `bypass` option names (an editor's preview of drafts) is neither served from it nor stored.
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
  /** The content webhook's path: a 200 answer to a POST there empties the cache. */
  revalidatePath?: string;
  /** Requests that must neither be served a stored page nor leave one (an editor's preview). */
  bypass?: (request: Request) => boolean;
  maxBytes?: number;
  now?: () => number;
};

type StoredPage = {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  /** Compressed on the first hit that takes gzip, so a render that is never reused costs no gzip. */
  gzipped?: Buffer;
  storedAt: number;
  freshMs: number;
  staleMs: number;
};

export type PageCache = { middleware: RequestHandler; clear(): void; size(): number };

/** Seconds from a Cache-Control directive (`s-maxage=60`), or undefined. */
function directiveSeconds(cacheControl: string, name: string): number | undefined {
  const match = new RegExp(`(?:^|,)\\s*${name}\\s*=\\s*"?(\\d+)`, "i").exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/** How long a response may be shared, or null when it must not be stored. */
function sharedLifetime(response: Response): { freshMs: number; staleMs: number } | null {
  if (response.statusCode !== 200 || response.getHeader("set-cookie") !== undefined) return null;
  const vary = String(response.getHeader("vary") ?? "")
    .toLowerCase()
    .split(",")
    .map((name) => name.trim());
  if (vary.some((name) => name !== "" && name !== "accept-encoding")) return null;
  const cacheControl = String(response.getHeader("cache-control") ?? "");
  if (!/(?:^|,)\s*public\b/i.test(cacheControl) || /\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return null;
  const sharedMaxAge = directiveSeconds(cacheControl, "s-maxage");
  if (!sharedMaxAge) return null;
  return {
    freshMs: sharedMaxAge * 1000,
    staleMs: (directiveSeconds(cacheControl, "stale-while-revalidate") ?? 0) * 1000,
  };
}

function asksForFreshCopy(request: Request): boolean {
  return /\bno-cache\b/i.test(request.get("cache-control") ?? "") || /\bno-cache\b/i.test(request.get("pragma") ?? "");
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, StoredPage>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    // The gzipped copy is added later and is a fraction of the body: counted as one up front.
    sizeCalculation: (page) => 2 * page.body.length + 1024,
  });
  const refreshing = new Set<string>();
  // An emptying raises the generation, so a render that began before it cannot store what it read.
  let generation = 0;

  function clear(): void {
    generation += 1;
    pages.clear();
  }

  /**
   * The page's address as React Router sees it (canonical and og:url fall back to the request's
   * origin when PUBLIC_URL is unset, so a forged Host must never be served to anyone else), plus
   * the cookies the pages vary on.
   */
  function keyOf(request: Request): string {
    const forwardedHost = request.app.enabled("trust proxy") ? (request.get("x-forwarded-host") ?? "") : "";
    const cookies = (options.varyOnCookies ?? []).map((name) => cookieValue(request.get("cookie"), name) ?? "");
    return [request.protocol, request.get("host") ?? "", forwardedHost, request.originalUrl, ...cookies].join("\n");
  }

  function serve(request: Request, response: Response, page: StoredPage, state: "hit" | "stale"): void {
    for (const [name, value] of page.headers) response.setHeader(name, value);
    response.setHeader("Age", String(Math.floor((now() - page.storedAt) / 1000)));
    response.setHeader(PAGE_CACHE_HEADER, state);
    response.vary("Accept-Encoding");
    const gzip = request.acceptsEncodings("gzip", "identity") === "gzip";
    // Compressed once and kept; the compression middleware leaves an already encoded body alone.
    if (gzip) response.setHeader("Content-Encoding", "gzip");
    const body = gzip ? (page.gzipped ??= gzipSync(page.body)) : page.body;
    response.setHeader("Content-Length", String(body.length));
    response.status(page.status).end(request.method === "HEAD" ? undefined : body);
  }

  /** Tees what the handler writes; stores it at the end if the answer turns out to be shareable. */
  function capture(key: string, response: Response, onFinished: () => void): void {
    const startedIn = generation;
    const chunks: Buffer[] = [];
    let bytes = 0;
    let status = 0;
    let headers: [string, string | string[]][] = [];
    let lifetime: ReturnType<typeof sharedLifetime> = null;
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
    const snapshot = () => {
      if (status !== 0) return;
      status = response.statusCode;
      lifetime = sharedLifetime(response);
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
      if (lifetime && startedIn === generation) {
        pages.set(key, { status, headers, body: Buffer.concat(chunks), storedAt: now(), ...lifetime });
      }
      onFinished();
      return end(chunk, ...rest);
    }) as Response["end"];
    response.once("close", onFinished);
  }

  const middleware: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
    if (request.method === "POST" && options.revalidatePath && request.path === options.revalidatePath) {
      // Emptied when the 200 is committed: the content cache is already purged by then, and a sender
      // that hangs up once it has the status (the content service does) leaves a response that never finishes.
      const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => Response;
      response.writeHead = ((...args: unknown[]) => {
        if ((typeof args[0] === "number" ? args[0] : response.statusCode) === 200) clear();
        return writeHead(...args);
      }) as Response["writeHead"];
      return next();
    }
    if ((request.method !== "GET" && request.method !== "HEAD") || request.get("authorization")) return next();
    if (options.bypass?.(request)) return next();
    const key = keyOf(request);
    const page = asksForFreshCopy(request) ? undefined : pages.get(key);
    const age = page ? now() - page.storedAt : Infinity;
    if (page && age < page.freshMs) return serve(request, response, page, "hit");
    if (page && age < page.freshMs + page.staleMs && refreshing.has(key))
      return serve(request, response, page, "stale");
    response.setHeader(PAGE_CACHE_HEADER, "miss");
    if (request.method === "GET") {
      refreshing.add(key);
      capture(key, response, () => refreshing.delete(key));
    }
    next();
  };

  return { middleware, clear, size: () => pages.size };
}
