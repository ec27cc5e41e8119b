import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AVIF_BROWSER, CMS, photograph, pictureLibrary, servePictures } from "./support/picture-library";
import type * as encode from "../app/images/encode.server";
import { makeRendition } from "../app/images/encode.server";
import { imageRoute } from "../app/images/image-route.server";
import { renditionsOnDisk } from "../app/images/rendition-store.server";

vi.mock("../app/images/encode.server", async (importOriginal) => {
  const actual = await importOriginal<typeof encode>();
  return { ...actual, makeRendition: vi.fn(actual.makeRendition) };
});

const MINUTE = 60_000;
/** Encoding in the background takes a moment, longer on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 50 };
const START = Date.UTC(2026, 10, 27, 9);
const ADDRESS = "/_image/bed.jpg?w=750";
const { files, fetchSource } = pictureLibrary();
const warn = vi.fn();
let directory: string;
let running: Awaited<ReturnType<typeof servePictures>> | undefined;

beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "renditions-"));
  files.set(`${CMS}/uploads/bed.jpg`, { body: await photograph(), type: "image/jpeg" });
  vi.clearAllMocks();
});

afterEach(async () => {
  await running?.close();
  // A renewal in the background may still be writing: rm tries again while the directory empties.
  await rm(directory, { recursive: true, force: true, maxRetries: 10 });
});

/** The storefront as started at `now`, keeping its pictures in `keptIn`: each call is a restart. */
async function storefrontAt(now: number, keptIn = directory) {
  await running?.close();
  const store = renditionsOnDisk(keptIn, { warn });
  running = await servePictures(
    imageRoute({ library: CMS, sourceOrigins: [], timeoutMs: 1_000, fetchSource, store, now: () => now }),
  );
  return running;
}

async function picture(storefront: Awaited<ReturnType<typeof servePictures>>) {
  const { response, body } = await storefront.get(ADDRESS, { Accept: AVIF_BROWSER });
  expect(response.status).toBe(200);
  return { etag: response.headers.get("etag"), body };
}

// Each waits, at most SETTLED, for work the route does in the background.
describe("pictures kept on disk", { timeout: 30_000 }, () => {
  it("serves a rendition made before a restart from the disk, without fetching or encoding it again", async () => {
    const made = await picture(await storefrontAt(START));
    const afterRestart = await picture(await storefrontAt(START + 10 * MINUTE));
    expect(afterRestart).toEqual(made);
    expect(fetchSource).toHaveBeenCalledTimes(1);
    expect(makeRendition).toHaveBeenCalledTimes(1);
  });

  it("after an hour still answers from the disk at once, then checks the CMS file and encodes only a changed one", async () => {
    const made = await picture(await storefrontAt(START));

    const anHourOn = await storefrontAt(START + 61 * MINUTE);
    expect(await picture(anHourOn)).toEqual(made);
    expect(fetchSource).toHaveBeenCalledTimes(1);
    await picture(anHourOn); // due for renewal: answered as it is, checked in the background
    await vi.waitFor(() => expect(fetchSource).toHaveBeenCalledTimes(2), SETTLED);
    expect(makeRendition).toHaveBeenCalledTimes(1);

    files.set(`${CMS}/uploads/bed.jpg`, { body: await photograph("#41506b"), type: "image/jpeg" });
    const twoHoursOn = await storefrontAt(START + 122 * MINUTE);
    await picture(twoHoursOn);
    await vi.waitFor(async () => expect((await picture(twoHoursOn)).etag).not.toBe(made.etag), SETTLED);
    expect(makeRendition).toHaveBeenCalledTimes(2);
  });

  it("forgets a picture the owner deleted from the CMS at its next check, rather than serve a copy for ever", async () => {
    const made = await picture(await storefrontAt(START));
    files.delete(`${CMS}/uploads/bed.jpg`);
    const anHourOn = await storefrontAt(START + 61 * MINUTE);
    expect(await picture(anHourOn)).toEqual(made); // answered as it is, checked in the background
    await picture(anHourOn);
    await vi.waitFor(async () => {
      const { response, body } = await anHourOn.get(ADDRESS, { Accept: AVIF_BROWSER });
      expect([response.status, body.toString()]).toEqual([404, "This picture is no longer in the shop's library."]);
    }, SETTLED);
    expect(await renditionsOnDisk(directory).read(`avif 750 ${CMS}/uploads/bed.jpg`)).toBeUndefined();
  });

  it("checks a copy dated ahead of its clock at once rather than trust it for ever", async () => {
    await picture(await storefrontAt(START + 365 * 24 * 60 * MINUTE));
    const earlier = await storefrontAt(START);
    await picture(earlier);
    await picture(earlier);
    await vi.waitFor(() => expect(fetchSource).toHaveBeenCalledTimes(2), SETTLED);
  });

  it("makes a damaged copy again rather than serve it, and says so in the log", async () => {
    await picture(await storefrontAt(START));
    const content = path.join(directory, "content-v2");
    const [kept, ...others] = (await readdir(content, { recursive: true, withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );
    expect(kept && others.length === 0).toBe(true);
    if (kept) await writeFile(path.join(kept.parentPath, kept.name), "not the picture");

    const { body } = await picture(await storefrontAt(START + MINUTE));
    expect((await sharp(body).metadata()).width).toBe(750);
    expect(makeRendition).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("could not read a picture from"));
  });

  it("serves every picture when its directory cannot be written, and says so once", async () => {
    const notADirectory = path.join(directory, "file");
    await writeFile(notADirectory, "");
    const storefront = await storefrontAt(START, path.join(notADirectory, "images"));
    await picture(storefront);
    const { response } = await storefront.get("/_image/bed.jpg?w=320", { Accept: AVIF_BROWSER });
    expect(response.status).toBe(200);
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages.some((message) => message.includes("could not keep a picture in"))).toBe(true);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it("sweeps away renditions not made or renewed for a week, and keeps the rest", async () => {
    const rendition = {
      body: Buffer.from("<svg/>"),
      type: "image/svg+xml",
      etag: '"a"',
      madeAt: START,
      sourceDigest: "a",
    };
    await renditionsOnDisk(directory).write("svg own bed", rendition);

    await renditionsOnDisk(directory, { now: () => Date.now() + 6 * 24 * 60 * MINUTE }).sweep();
    expect(await renditionsOnDisk(directory).read("svg own bed")).toEqual(rendition);
    await renditionsOnDisk(directory, { now: () => Date.now() + 8 * 24 * 60 * MINUTE }).sweep();
    expect(await renditionsOnDisk(directory).read("svg own bed")).toBeUndefined();
    const content = await readdir(path.join(directory, "content-v2"), { recursive: true, withFileTypes: true });
    expect(content.filter((entry) => entry.isFile())).toEqual([]);
  });

  it("sweeps the least recently made renditions beyond its size, so a crawl of every width cannot fill the disk", async () => {
    const store = renditionsOnDisk(directory, { maxBytes: 25 });
    const rendition = (n: number) => ({
      body: Buffer.from(`<svg>${n}</svg>`.padEnd(10)),
      type: "image/svg+xml",
      etag: `"${n}"`,
      madeAt: START,
      sourceDigest: String(n),
    });
    for (const n of [1, 2, 3]) {
      await store.write(`svg own ${n}`, rendition(n));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await store.sweep();
    const left = await Promise.all([1, 2, 3].map(async (n) => (await store.read(`svg own ${n}`))?.etag));
    expect(left).toEqual([undefined, '"2"', '"3"']);
  });
});
