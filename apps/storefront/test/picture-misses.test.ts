import type { Request as ExpressRequest } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRateLimiter } from "../app/http/rate-limit.server";
import { imageRoute } from "../app/images/image-route.server";
import { renditionsOnDisk } from "../app/images/rendition-store.server";
import { AVIF_BROWSER, CMS, photograph, pictureLibrary, servePictures } from "./support/picture-library";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const OVER_LIMIT = "You have asked for a lot of new pictures in a short time. Please try again in a few minutes.";
/** Two shoppers, told apart by a header here as the storefront tells them apart by their address. */
const clientOf = (request: ExpressRequest) => request.get("x-shopper") ?? "unknown";
const as = (shopper: string) => ({ Accept: AVIF_BROWSER, "x-shopper": shopper });

describe("the picture route's misses", () => {
  const { files, fetchSource } = pictureLibrary();
  let directory: string;
  let route: Awaited<ReturnType<typeof servePictures>>;
  /** A route on the shared disk store that lets each shopper make `max` new pictures a minute. */
  const routeAllowing = (name: string, max: number) =>
    servePictures(
      imageRoute({
        library: CMS,
        sourceOrigins: [],
        timeoutMs: 1_000,
        fetchSource,
        store: renditionsOnDisk(directory),
        misses: { limiter: createRateLimiter({ name, max, windowMs: 60_000 }), clientOf },
      }),
    );

  beforeAll(async () => {
    const bed = { body: await photograph(), type: "image/jpeg" };
    for (const name of ["a", "b", "c", "d"]) files.set(`${CMS}/uploads/${name}.jpg`, bed);
    directory = await mkdtemp(path.join(tmpdir(), "picture-misses-"));
    route = await routeAllowing("picture-misses-test", 3);
  });
  afterAll(async () => {
    await route.close();
    await rm(directory, { recursive: true, force: true });
  });
  beforeEach(() => fetchSource.mockClear());

  it("answers a shopper's misses beyond the limit with 429, Retry-After and a sentence, while their hits and others' misses are served", async () => {
    for (const name of ["a", "b", "c"]) {
      expect((await route.get(`/_image/${name}.jpg?w=480`, as("first"))).response.status).toBe(200);
    }
    fetchSource.mockClear();
    const refused = await route.get("/_image/d.jpg?w=480", as("first"));
    expect([refused.response.status, refused.body.toString()]).toEqual([429, OVER_LIMIT]);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.response.headers.get("cache-control")).toBe("no-store");
    expect(fetchSource).not.toHaveBeenCalled();

    for (const name of ["a", "b", "c", "a"]) {
      expect((await route.get(`/_image/${name}.jpg?w=480`, as("first"))).response.status).toBe(200);
    }
    expect((await route.get("/_image/d.jpg?w=480", as("second"))).response.status).toBe(200);
  });

  it("never counts a picture kept on disk by an earlier process as a miss", async () => {
    const restarted = await routeAllowing("picture-misses-spent", 0);
    const kept = await restarted.get("/_image/a.jpg?w=480", as("first"));
    const made = await restarted.get("/_image/a.jpg?w=750", as("first"));
    await restarted.close();
    expect([kept.response.status, made.response.status]).toEqual([200, 429]);
    expect(fetchSource).not.toHaveBeenCalled();
  });
});
