import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import sharp from "sharp";
import { vi } from "vitest";

/** The CMS the picture route's tests fetch from, and the Accept header of a browser that takes AVIF. */
export const CMS = "http://cms.test";
export const AVIF_BROWSER = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";

type LibraryFile = { body: Uint8Array | string; type: string } | "unreachable";

/** A CMS's media files by address, and the fetch the picture route reads them with. */
export function pictureLibrary() {
  const files = new Map<string, LibraryFile>();
  const fetchSource = vi.fn(async (input: string | URL | Request) => {
    const file = files.get(String(input));
    if (file === "unreachable") throw new TypeError("fetch failed");
    if (!file) return new Response("Not Found", { status: 404 });
    return new Response(typeof file.body === "string" ? file.body : new Uint8Array(file.body), {
      headers: { "Content-Type": file.type },
    });
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
  return { files, fetchSource };
}

/** A 1200 × 800 JPEG of one colour, as a photograph uploaded to the CMS. */
export function photograph(colour = "#d8cfc0"): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Serves a picture route on a port of its own, as the storefront mounts it. */
export async function servePictures(route: RequestHandler) {
  const app = express();
  app.get("/_image/:name", route);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    async get(address: string, headers: Record<string, string> = {}) {
      const response = await fetch(`${origin}${address}`, { headers });
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
