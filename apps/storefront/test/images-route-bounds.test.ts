import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pathSpellings } from "../../../test-support/path-spellings.js";
import { AVIF_BROWSER, CMS, photograph, pictureLibrary, servePictures } from "./support/picture-library";
import type { makeRendition } from "../app/images/encode.server";
import { imageRoute } from "../app/images/image-route.server";
import type { KeptRendition, RenditionStore } from "../app/images/rendition-store.server";

/** A media origin of CONTENT_MEDIA_ORIGINS, whose files carry their whole address in `src`. */
const BUCKET = "http://bucket.test";
const BED = `${BUCKET}/media/bed.jpg`;
const NOT_SERVED = "This picture address is not one the shop serves.";
const BUSY = "The shop is making too many pictures right now. Please try again in a moment.";

/** A store in memory that counts the renditions written to it. */
function countingStore() {
  const kept = new Map<string, KeptRendition>();
  const store: RenditionStore = {
    read: async (key) => kept.get(key),
    write: vi.fn(async (key: string, rendition: KeptRendition) => void kept.set(key, rendition)),
    remove: async (key) => void kept.delete(key),
  };
  return { store, written: () => kept.size };
}

/** An address of the route naming a file by its whole address, as a component writes one for a media origin. */
const byAddress = (name: string, src: string, width = 480) =>
  `/_image/${encodeURIComponent(name)}?src=${encodeURIComponent(src)}&w=${width}`;

describe("the picture route's sources", () => {
  const { files, fetchSource } = pictureLibrary();
  const { store, written } = countingStore();
  let route: Awaited<ReturnType<typeof servePictures>>;

  beforeAll(async () => {
    const bed = { body: await photograph(), type: "image/jpeg" };
    files.set(BED, bed);
    files.set(`${CMS}/uploads/bed.jpg`, bed);
    files.set(`${CMS}/api/header`, bed);
    route = await servePictures(
      imageRoute({ library: CMS, sourceOrigins: [BUCKET], timeoutMs: 1_000, fetchSource, store }),
    );
  });
  afterAll(() => route.close());
  beforeEach(() => fetchSource.mockClear());

  it("makes no new rendition and fetches nothing for six junk variants of one file's address", async () => {
    expect((await route.get(byAddress("bed.jpg", BED), { Accept: AVIF_BROWSER })).response.status).toBe(200);
    const made = written();
    fetchSource.mockClear();
    const junk = [`${BED}?junk=1`, `${BED}?junk=2`, `${BED}?w=1600`, `${BED}?`, `${BED}#junk`, `${BED}?v=1#x`];
    for (const src of junk) {
      const { response, body } = await route.get(byAddress("bed.jpg", src), { Accept: AVIF_BROWSER });
      expect([src, response.status, body.toString()]).toEqual([
        src,
        400,
        "A picture's address names its file alone, without a query or a fragment.",
      ]);
    }
    expect(fetchSource).not.toHaveBeenCalled();
    expect(written()).toBe(made);
  });

  it("serves other spellings of one file's address from the same rendition", async () => {
    await route.get(byAddress("bed.jpg", BED, 320), { Accept: AVIF_BROWSER });
    fetchSource.mockClear();
    const made = written();
    const spellings = [
      "http://BUCKET.test/media/bed.jpg",
      "http://bucket.test:80/media/bed.jpg",
      "http://bucket.test/media/%62ed.jpg",
      "http://bucket.test/media/./bed.jpg",
      "http://bucket.test/other/../media/bed.jpg",
    ];
    for (const src of spellings) {
      const { response } = await route.get(byAddress("bed.jpg", src, 320), { Accept: AVIF_BROWSER });
      expect([src, response.status]).toEqual([src, 200]);
    }
    expect(fetchSource).not.toHaveBeenCalled();
    expect(written()).toBe(made);
  });

  it.each([
    `${CMS}/api/header`,
    `${CMS}/API/header`,
    `${CMS}//api/header`,
    `${CMS}/%61pi/header`,
    `${CMS}/api/./header`,
    `${CMS}/Api/header/`,
    `${CMS}/admin/header`,
    `${CMS}/uploads/..%2Fapi%2Fheader`,
    `${BUCKET}/api/header`,
    `${BUCKET}/%41PI/header`,
  ])("refuses an API path (%s) with a sentence and fetches nothing", async (src) => {
    const { response, body } = await route.get(byAddress("header", src));
    expect([response.status, body.toString()]).toEqual([400, NOT_SERVED]);
    expect(fetchSource).not.toHaveBeenCalled();
  });

  it.each(pathSpellings("/api/header"))(
    "refuses the API path the CMS's guards are tested with, spelled with $name, and fetches nothing",
    async ({ path }) => {
      const name = path.split("/").filter(Boolean).pop() ?? "";
      const { response, body } = await route.get(byAddress(name, `${CMS}${path}`));
      expect([response.status, body.toString()]).toEqual([400, NOT_SERVED]);
      expect(fetchSource).not.toHaveBeenCalled();
    },
  );

  it.each([`${CMS}/robots.txt`, `${CMS}/favicon.png`, `${CMS}/UPLOADS/bed.jpg`, `${CMS}/content-manager/bed.jpg`])(
    "refuses an address on the CMS's own origin outside its uploads (%s) and fetches nothing",
    async (src) => {
      const name = src.split("/").pop() ?? "";
      const { response, body } = await route.get(byAddress(name, src));
      expect([response.status, body.toString()]).toEqual([400, NOT_SERVED]);
      expect(fetchSource).not.toHaveBeenCalled();
    },
  );

  it("still serves a file of the CMS's uploads named by its whole address", async () => {
    const { response } = await route.get(byAddress("bed.jpg", `${CMS}/uploads/bed.jpg`), { Accept: AVIF_BROWSER });
    expect(response.status).toBe(200);
    expect(fetchSource).toHaveBeenLastCalledWith(`${CMS}/uploads/bed.jpg`, expect.anything());
  });
});

/** A small photograph, so that fifty encodes of it take a moment rather than seconds. */
const thumbnail = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#d8cfc0" } })
    .jpeg()
    .toBuffer();

/** A gate a test opens by hand, so that work started behind it stays in progress until then. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("the picture route's encodes", () => {
  const { files, fetchSource } = pictureLibrary();

  beforeAll(async () => {
    const bed = { body: await thumbnail(), type: "image/jpeg" };
    for (let each = 0; each < 50; each += 1) files.set(`${CMS}/uploads/bed-${each}.jpg`, bed);
  });
  beforeEach(() => fetchSource.mockClear());

  it("never runs more misses at once than its cap, however many arrive together", async () => {
    // Counted at the fetch, which yields a few turns so that misses not held back would overlap there.
    let running = 0;
    let most = 0;
    const countingFetch = (async (...args: Parameters<typeof fetch>) => {
      running += 1;
      most = Math.max(most, running);
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      try {
        return await fetchSource(...args);
      } finally {
        running -= 1;
      }
    }) as typeof fetch;
    const route = await servePictures(
      imageRoute({ library: CMS, sourceOrigins: [], timeoutMs: 5_000, fetchSource: countingFetch }),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, each) => route.get(`/_image/bed-${each}.jpg?w=72`, { Accept: "image/webp" })),
    );
    await route.close();
    expect(answers.map(({ response }) => response.status)).toEqual(Array(50).fill(200));
    expect(fetchSource).toHaveBeenCalledTimes(50);
    expect(most).toBe(2);
  });

  it("answers 503 with Retry-After and a sentence, before any fetch, when its queue is full", async () => {
    const held = gate();
    const entered = gate();
    const encode: typeof makeRendition = async (original) => {
      entered.open();
      await held.opened;
      return original;
    };
    const encodes = { running: 1, waiting: 1 };
    const route = await servePictures(
      imageRoute({ library: CMS, sourceOrigins: [], timeoutMs: 5_000, fetchSource, encode, encodes }),
    );
    const first = route.get("/_image/bed-0.jpg?w=480");
    await entered.opened;
    const [second, third] = [route.get("/_image/bed-1.jpg?w=480"), route.get("/_image/bed-2.jpg?w=480")];
    const refused = await Promise.race([second, third]);
    expect([refused.response.status, refused.body.toString()]).toEqual([503, BUSY]);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.response.headers.get("cache-control")).toBe("no-store");
    held.open();
    const statuses = (await Promise.all([first, second, third])).map(({ response }) => response.status);
    await route.close();
    expect(statuses.sort()).toEqual([200, 200, 503]);
    expect(fetchSource).toHaveBeenCalledTimes(2);
  });
});
