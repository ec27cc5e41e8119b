import { createHash } from "node:crypto";
import { FILE_VERSION_PATTERN, fileVersionOf } from "@bedsmade/form-rules";
import type { Request, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { ROUTE_WIDTHS } from "./image-address.js";
import {
  fetchOriginal,
  ImageUnavailable,
  makeRendition,
  negotiateFormat,
  PICTURE_MESSAGES,
  type RenditionWanted,
} from "./encode.server.js";
import { pictureSources, SOURCE_REFUSALS } from "./picture-source.server.js";
import { BUSY_RETRY_SECONDS, ENCODE_QUEUE, QueueFull, workQueue } from "./picture-work.server.js";
import type { KeptRendition, RenditionStore } from "./rendition-store.server.js";
import { log } from "../log.server.js";

/** The storefront's per-client limiter (http/rate-limit.server.ts), as the route consults it. */
type MissLimiter = {
  consume(clientKey: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
};

type ImageRouteOptions = {
  /** The CMS, whose own media library the route reads a file from by its name alone. */
  library: string;
  /** Where else pictures may be fetched from: the CMS's media origins, never an address a visitor picks. */
  sourceOrigins: string[];
  timeoutMs: number;
  /** Where renditions outlive this process (renditionsOnDisk); without it they live in memory only. */
  store?: RenditionStore;
  fetchSource?: typeof fetch;
  /** Makes a rendition from a fetched file (makeRendition); tests count with their own. */
  encode?: typeof makeRendition;
  /** How many misses run at once and wait (ENCODE_QUEUE). */
  encodes?: { running: number; waiting: number };
  /** Each client's misses, counted by its key; without it they are not limited per client. */
  misses?: { limiter: MissLimiter; clientOf: (request: Request) => string };
  now?: () => number;
};

const imageQuery = z.object({
  src: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  v: z.string().regex(FILE_VERSION_PATTERN).optional(),
  w: z.coerce.number().pipe(z.literal(ROUTE_WIDTHS)).optional(),
});

/** `fromStore`: the store's copy, read once when the request was told apart as a hit or a miss. */
type Wanted = RenditionWanted & { source: string; version: string | undefined; fromStore?: KeptRendition };
/** The memory cache's options for the entry being made: its lifetime, and whether a failure keeps the old copy. */
type Lifetime = { ttl?: number; noDeleteOnFetchRejection?: boolean };

/** How long a rendition is served before it is checked against its CMS file again. */
const RENEW_AFTER_MS = 60 * 60 * 1000;
/** Any version may be sent, so an address of another one must not fetch the file on every request. */
const RECHECK_AFTER_MS = 10 * 1000;

/** How long a browser may keep a picture, by what its address says of the bytes it was made from. */
const KEEP = {
  /** They have the version the address names: they can never change under it. */
  forGood: "public, max-age=31536000, immutable",
  /** The address names no version (the CMS had none): a replaced file keeps its address, so a day. */
  forADay: "public, max-age=86400, stale-while-revalidate=604800",
  /** Another version (a page from before a replacement, or a made-up one): checked on every use. */
  checkEachTime: "no-cache",
};

const digestOf = (bytes: Buffer) => createHash("sha1").update(bytes).digest("base64url");
/** A kept copy made from another version of its file than the address names, and not checked just now. */
const dueForCheck = (kept: KeptRendition, version: string | undefined, age: number) =>
  version !== undefined && kept.sourceDigest !== version && age >= RECHECK_AFTER_MS;

/**
 * The picture route (`/_image/hero.webp?src=…&w=…`). How long each copy is kept: docs/pictures.md,
 * "How long a picture is kept"; what bounds its work: "Picture misses".
 */
export function imageRoute(options: ImageRouteOptions): RequestHandler {
  const sourceOf = pictureSources(options);
  const inQueue = workQueue(options.encodes ?? ENCODE_QUEUE);
  const encode = options.encode ?? makeRendition;

  /** Fetches the file and makes the rendition, in the queue's turn; a full queue refuses before any fetch. */
  async function made(key: string, wanted: Wanted, kept: KeptRendition | undefined, now: number, entry: Lifetime) {
    const original = await fetchOriginal(wanted.source, options.timeoutMs, options.fetchSource).catch(
      async (error: unknown) => {
        // Gone from the CMS (the owner deleted it): forgotten here too, not served from a copy for ever.
        if (error instanceof ImageUnavailable && error.status === 404) {
          entry.noDeleteOnFetchRejection = false;
          await options.store?.remove(key);
        }
        throw error;
      },
    );
    const sourceDigest = await fileVersionOf(original.body);
    if (kept?.sourceDigest === sourceDigest) return { ...kept, madeAt: now };
    const rendition = await encode(original, wanted);
    return { ...rendition, etag: `"${digestOf(rendition.body)}"`, madeAt: now, sourceDigest };
  }
  /** A store's copy answers a first request even when due (docs/pictures.md, "Renditions on disk"). */
  async function renditionFor(key: string, wanted: Wanted, inMemory: KeptRendition | undefined, entry: Lifetime) {
    const now = options.now?.() ?? Date.now();
    const kept = wanted.fromStore ?? (await options.store?.read(key)) ?? inMemory;
    // A copy dated ahead of this clock (another machine's, or a tampered file) is treated as due.
    const age = kept && kept.madeAt <= now ? now - kept.madeAt : Infinity;
    if (kept && !dueForCheck(kept, wanted.version, age) && (age < RENEW_AFTER_MS || inMemory === undefined)) {
      entry.ttl = Math.max(1, RENEW_AFTER_MS - age);
      return kept;
    }
    const rendition = await inQueue(() => made(key, wanted, kept, now, entry)).catch((error: unknown) => {
      throw error instanceof QueueFull ? new ImageUnavailable(503, PICTURE_MESSAGES.busy, BUSY_RETRY_SECONDS) : error;
    });
    await options.store?.write(key, rendition);
    return rendition;
  }

  /** Counts a miss against its client before anything is fetched; a hit never counts. */
  async function countMiss(request: Request, key: string): Promise<KeptRendition | undefined> {
    if (!options.misses || stored.peek(key) !== undefined) return undefined;
    const fromStore = await options.store?.read(key);
    if (fromStore) return fromStore;
    const verdict = await options.misses.limiter.consume(options.misses.clientOf(request));
    if (!verdict.allowed) throw new ImageUnavailable(429, PICTURE_MESSAGES.tooMany, verdict.retryAfterSeconds);
    return undefined;
  }

  const stored = new LRUCache<string, KeptRendition, Wanted>({
    maxSize: 96 * 1024 * 1024,
    sizeCalculation: (image) => image.body.length || 1,
    ttl: RENEW_AFTER_MS,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: (key, inMemory, { context, options: entry }) => renditionFor(key, context, inMemory, entry),
  });

  return async (request, response) => {
    const refuse = (sentence: string) => void response.status(400).type("text/plain").send(sentence);
    const query = imageQuery.safeParse(request.query);
    if (!query.success) return refuse(SOURCE_REFUSALS.notServed);
    const found = sourceOf(typeof request.params.name === "string" ? request.params.name : undefined, query.data.src);
    if ("refused" in found) return refuse(found.refused);
    const { source } = found;
    const format = negotiateFormat(request.get("accept"));
    const { w: width, v: version } = query.data;
    const key = `${format} ${width ?? "own"} ${source}`;
    const context: Wanted = { source, width, format, version };
    try {
      context.fromStore = await countMiss(request, key);
      let image = await stored.fetch(key, { context });
      if (image && dueForCheck(image, version, (options.now?.() ?? Date.now()) - image.madeAt))
        image = await stored.fetch(key, { context, forceRefresh: true, allowStale: false });
      if (!image) throw new ImageUnavailable(502, PICTURE_MESSAGES.unreachable);
      const keep =
        version === undefined ? KEEP.forADay : image.sourceDigest === version ? KEEP.forGood : KEEP.checkEachTime;
      response.set({
        "Cache-Control": keep,
        Vary: "Accept",
        ETag: image.etag,
        // A drawing opened on its own must not run anything it carries.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
      if (request.fresh) {
        response.status(304).end();
        return;
      }
      response.type(image.type).send(image.body);
    } catch (error) {
      const unavailable = error instanceof ImageUnavailable ? error : null;
      if (!unavailable || unavailable.status === 502)
        log.warn(`[images] ${source}: ${error instanceof Error ? error.message : String(error)}`);
      if (unavailable?.retryAfterSeconds !== undefined)
        response.set("Retry-After", String(unavailable.retryAfterSeconds));
      response
        .status(unavailable?.status ?? 502)
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send(unavailable?.message ?? PICTURE_MESSAGES.unreachable);
    }
  };
}
