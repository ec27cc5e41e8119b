import sharp from "sharp";
import { DRAWING, KEPT_AS_THEY_ARE, type ImageWidth } from "./image-address.js";

/** What the route answers with: the picture's bytes and their type. */
export type EncodedImage = { body: Buffer; type: string };

/** The formats a browser may take instead of the file's own; see negotiateFormat. */
export type TargetFormat = "avif" | "webp" | "original";

/** What a shopper's browser is told when a picture cannot be served. */
export const PICTURE_MESSAGES = {
  gone: "This picture is no longer in the shop's library.",
  unreachable: "Pictures cannot be fetched right now. Please try again in a moment.",
  unreadable: "This picture could not be read.",
  busy: "The shop is making too many pictures right now. Please try again in a moment.",
  tooMany: "You have asked for a lot of new pictures in a short time. Please try again in a few minutes.",
} as const;

/** `retryAfterSeconds` is for a refusal of work (429, 503). */
export class ImageUnavailable extends Error {
  readonly status: 404 | 429 | 502 | 503;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: 404 | 429 | 502 | 503, message: string, retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A CMS original larger than this is refused rather than held in memory (the CMS's own upload limit is lower). */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Decompression bombs: a small file that claims a huge canvas is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;

/** AVIF is a third smaller than WebP for our photographs; the file's own format is for crawlers and mail. */
export function negotiateFormat(accept: string | undefined): TargetFormat {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "original";
}

/** What a rendition is made as: one of ROUTE_WIDTHS (or the file's own) in one format. */
export type RenditionWanted = { width: ImageWidth | undefined; format: TargetFormat };

/** Downloads a CMS file; throws ImageUnavailable when it is gone, unreachable or not a picture. */
export async function fetchOriginal(
  source: string,
  timeoutMs: number,
  fetchSource: typeof fetch = fetch,
): Promise<EncodedImage> {
  let response: Response;
  try {
    response = await fetchSource(source, { signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
  } catch {
    throw new ImageUnavailable(502, PICTURE_MESSAGES.unreachable);
  }
  if (response.status === 404) throw new ImageUnavailable(404, PICTURE_MESSAGES.gone);
  const type = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (!response.ok || !type.startsWith("image/") || declared > MAX_SOURCE_BYTES) {
    await response.body?.cancel();
    throw new ImageUnavailable(502, PICTURE_MESSAGES.unreadable);
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_SOURCE_BYTES) throw new ImageUnavailable(502, PICTURE_MESSAGES.unreadable);
  return { body, type };
}

/** Makes the rendition asked for from a downloaded file; throws ImageUnavailable if it cannot be read. */
export async function makeRendition(original: EncodedImage, wanted: RenditionWanted): Promise<EncodedImage> {
  const { body, type } = original;
  if (type === DRAWING && wanted.width !== undefined && wanted.format !== "original" && !carriesText(body))
    return drawnAt(body, wanted.width);
  if (KEPT_AS_THEY_ARE.has(type)) return { body, type };
  try {
    let pipeline = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (wanted.width !== undefined) pipeline = pipeline.resize({ width: wanted.width, withoutEnlargement: true });
    // Effort 4 took five times as long for a file 15 % smaller: docs/pictures.md, "Formats and encoding effort".
    if (wanted.format === "avif")
      return { body: await pipeline.avif({ quality: 50, effort: 2 }).toBuffer(), type: "image/avif" };
    if (wanted.format === "webp") return { body: await pipeline.webp({ quality: 75 }).toBuffer(), type: "image/webp" };
    if (type === "image/png") return { body: await pipeline.png().toBuffer(), type };
    return { body: await pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer(), type: "image/jpeg" };
  } catch {
    throw new ImageUnavailable(502, PICTURE_MESSAGES.unreadable);
  }
}

/** Drawn here, a drawing's letters would come from the server's fonts (none, on a slim container). */
function carriesText(svg: Buffer): boolean {
  return /<text[\s>]/i.test(svg.toString("utf8"));
}

/** Lossless WebP keeps flat colours and fine lines, and beats lossy WebP and AVIF on size for them. */
async function drawnAt(svg: Buffer, width: number): Promise<EncodedImage> {
  try {
    const drawn = sharp(svg, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width });
    return { body: await drawn.webp({ lossless: true }).toBuffer(), type: "image/webp" };
  } catch {
    throw new ImageUnavailable(502, PICTURE_MESSAGES.unreadable);
  }
}
