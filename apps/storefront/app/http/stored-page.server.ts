import type { Response } from "express";
import { z } from "zod";

/**
 * A page as the page cache keeps it, and the rules for whether an answer may be kept. Its shared
 * form keeps every header, so another instance serves the same CSP (docs/caching.md).
 */

const storedHead = z.object({
  status: z.number().int(),
  headers: z.array(z.tuple([z.string(), z.union([z.string(), z.array(z.string())])])),
  storedAt: z.number(),
  freshMs: z.number(),
  staleMs: z.number(),
  tags: z.array(z.string()),
});

export type StoredPage = z.infer<typeof storedHead> & {
  body: Buffer;
  /** Compressed on the first hit that takes each, so a render that is never reused costs neither. */
  gzipped?: Buffer;
  brotli?: Buffer;
};

/** Seconds from a Cache-Control directive (`s-maxage=60`), or undefined. */
function directiveSeconds(cacheControl: string, name: string): number | undefined {
  const match = new RegExp(`(?:^|,)\\s*${name}\\s*=\\s*"?(\\d+)`, "i").exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/** How long a response may be shared, or null when it must not be stored. */
export function sharedLifetime(response: Response): { freshMs: number; staleMs: number } | null {
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

export function encodePage(page: StoredPage): Buffer {
  const { body, gzipped: _gzipped, brotli: _brotli, ...head } = page;
  const json = Buffer.from(JSON.stringify(head));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, body]);
}

/** The page a shared entry holds, or undefined for anything that is not one (a damaged or foreign value). */
export function decodePage(stored: Buffer): StoredPage | undefined {
  if (stored.length < 4) return undefined;
  const headEnd = 4 + stored.readUInt32BE(0);
  if (headEnd > stored.length) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(stored.subarray(4, headEnd).toString("utf8"));
  } catch {
    return undefined;
  }
  const head = storedHead.safeParse(json);
  return head.success ? { ...head.data, body: Buffer.from(stored.subarray(headEnd)) } : undefined;
}
