import { fileVersionOf } from "@bedsmade/form-rules";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AVIF_BROWSER, CMS, photograph, pictureLibrary, servePictures } from "./support/picture-library";
import { imageAddress } from "../app/images/image-address";
import { imageRoute } from "../app/images/image-route.server";

/** A media origin of CONTENT_MEDIA_ORIGINS: a bucket beside the CMS, whose files carry their whole address. */
const BUCKET = "http://bucket.test";
const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><script>alert(1)</script></svg>';
/** A brand's lettering: text the shopper's browser sets in its own fonts. */
const LETTERED =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80"><text x="10" y="50">Sleep Weekly</text></svg>';
/** An icon inked up to the middle of its 13th pixel: that edge shows whether it was drawn at a size or enlarged to it. */
const HALF_INKED =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><rect width="12.5" height="24"/></svg>';

const { files, fetchSource } = pictureLibrary();
let served: Awaited<ReturnType<typeof servePictures>>;
const get = (address: string, headers?: Record<string, string>) => served.get(address, headers);

beforeAll(async () => {
  const bed = { body: await photograph(), type: "image/jpeg" };
  files.set(`${CMS}/uploads/bed.jpg`, bed);
  files.set(`${CMS}/uploads/logo.svg`, { body: DRAWING, type: "image/svg+xml" });
  files.set(`${CMS}/uploads/icon.svg`, { body: HALF_INKED, type: "image/svg+xml" });
  files.set(`${CMS}/uploads/brand.svg`, { body: LETTERED, type: "image/svg+xml" });
  files.set(`${CMS}/uploads/page.html`, { body: "<h1>not a picture</h1>", type: "text/html" });
  files.set(`${CMS}/uploads/down.jpg`, "unreachable");
  files.set(`${BUCKET}/media/bed.jpg`, bed);
  served = await servePictures(imageRoute({ library: CMS, sourceOrigins: [BUCKET], timeoutMs: 1_000, fetchSource }));
});

afterAll(() => served.close());
beforeEach(() => fetchSource.mockClear());

/** A file of the CMS's own media library, as the content layer hands it to a component. */
function inLibrary(name: string, version: string | null = null) {
  return { url: `${CMS}/uploads/${name}`, libraryName: name, version };
}

describe("the picture route", () => {
  it("serves a CMS photograph at the width a srcset asks for, in the best format the browser takes", async () => {
    const cases = [
      [AVIF_BROWSER, "image/avif", "heif"],
      ["image/webp,*/*", "image/webp", "webp"],
      ["*/*", "image/jpeg", "jpeg"],
    ] as const;
    for (const [accept, type, format] of cases) {
      const { response, body } = await get(imageAddress(inLibrary("bed.jpg"), 480), { Accept: accept });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("vary")).toBe("Accept");
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
      const made = await sharp(body).metadata();
      expect([made.format, made.width, made.height]).toEqual([format, 480, 320]);
    }
  });

  it("keeps the file's own size when no width is asked for, and never enlarges it", async () => {
    const own = await sharp((await get(imageAddress(inLibrary("bed.jpg")), { Accept: AVIF_BROWSER })).body).metadata();
    expect(own.width).toBe(1200);
    const wider = await sharp(
      (await get(imageAddress(inLibrary("bed.jpg"), 2400), { Accept: AVIF_BROWSER })).body,
    ).metadata();
    expect(wider.width).toBe(1200);
  });

  it("makes each rendition once and answers a browser that holds it with 304", async () => {
    const address = imageAddress(inLibrary("bed.jpg"), 750);
    const first = await get(address, { Accept: AVIF_BROWSER });
    // As a browser revalidates (fetch() itself would add `no-cache` to a conditional request).
    const revalidation = { "If-None-Match": first.response.headers.get("etag") ?? "", "Cache-Control": "max-age=0" };
    const second = await get(address, { Accept: AVIF_BROWSER, ...revalidation });
    expect(second.response.status).toBe(304);
    expect(fetchSource).toHaveBeenCalledTimes(1);
  });

  it("finds a file of the CMS's library by its name alone, and one kept elsewhere by its whole address", async () => {
    expect(imageAddress(inLibrary("bed.jpg"), 480)).toBe("/_image/bed.jpg?w=480");
    await get(imageAddress(inLibrary("bed.jpg"), 320), { Accept: AVIF_BROWSER });
    expect(fetchSource).toHaveBeenLastCalledWith(`${CMS}/uploads/bed.jpg`, expect.anything());
    const elsewhere = { url: `${BUCKET}/media/bed.jpg`, libraryName: null, version: null };
    expect(imageAddress(elsewhere, 480)).toBe(`/_image/bed.jpg?src=${encodeURIComponent(elsewhere.url)}&w=480`);
    const { response } = await get(imageAddress(elsewhere, 320), { Accept: AVIF_BROWSER });
    expect(response.status).toBe(200);
    expect(fetchSource).toHaveBeenLastCalledWith(elsewhere.url, expect.anything());
  });

  it("serves a drawing as it is, under a policy that runs nothing it carries", async () => {
    const { response, body } = await get(imageAddress(inLibrary("logo.svg")), { Accept: AVIF_BROWSER });
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(body.toString()).toBe(DRAWING);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it("draws a drawing asked for at a width as pixels of that width, its edges as sharp as the SVG's", async () => {
    const { response, body } = await get(imageAddress(inLibrary("icon.svg"), 72), { Accept: AVIF_BROWSER });
    expect(response.headers.get("content-type")).toBe("image/webp");
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([72, 72]);
    // The ink ends half way into pixel 37 of 72; enlarged from 24 pixels, that edge would blur across three.
    const alphaAt = (x: number) => data[(36 * info.width + x) * info.channels + info.channels - 1];
    expect([alphaAt(36), alphaAt(38)]).toEqual([255, 0]);
  });

  it("keeps a drawing with text in it as it is, for the shopper's browser to set in its own fonts", async () => {
    const { response, body } = await get(imageAddress(inLibrary("brand.svg"), 480), { Accept: AVIF_BROWSER });
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(body.toString()).toBe(LETTERED);
  });

  it("keeps a drawing as it is for a browser that takes no WebP", async () => {
    const { response, body } = await get(imageAddress(inLibrary("icon.svg"), 72), { Accept: "*/*" });
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(body.toString()).toBe(HALF_INKED);
  });

  it.each([
    ["an address on another site", `/_image/bed.jpg?src=${encodeURIComponent("http://evil.test/uploads/bed.jpg")}`],
    ["a width not on the list", `/_image/bed.jpg?src=${encodeURIComponent(`${CMS}/uploads/bed.jpg`)}&w=333`],
    ["a script address", `/_image/bed.jpg?src=${encodeURIComponent("javascript:alert(1)")}`],
    ["a repeated address", `/_image/bed.jpg?src=${encodeURIComponent(`${CMS}/uploads/bed.jpg`)}&src=x`],
    ["a name that is not the file's", `/_image/invoice.pdf?src=${encodeURIComponent(`${CMS}/uploads/bed.jpg`)}`],
    ["a name that climbs out of the library", "/_image/..%2F..%2Fadmin"],
    ["a name with a folder in it", "/_image/photos%2Fbed.jpg?w=750"],
    [
      "a library name on another site's address",
      `/_image/bed.jpg?src=${encodeURIComponent("http://evil.test/bed.jpg")}`,
    ],
  ])("refuses %s with a sentence and fetches nothing", async (_case, address) => {
    const { response, body } = await get(address);
    expect(response.status).toBe(400);
    expect(body.toString()).toBe("This picture address is not one the shop serves.");
    expect(fetchSource).not.toHaveBeenCalled();
  });

  it("answers a picture gone from the CMS, an unreachable CMS and a file that is not a picture with a sentence, never a stack", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const gone = await get(imageAddress(inLibrary("gone.jpg")));
    expect([gone.response.status, gone.body.toString()]).toEqual([
      404,
      "This picture is no longer in the shop's library.",
    ]);
    const down = await get(imageAddress(inLibrary("down.jpg")));
    expect([down.response.status, down.body.toString()]).toEqual([
      502,
      "Pictures cannot be fetched right now. Please try again in a moment.",
    ]);
    const page = await get(imageAddress(inLibrary("page.html")));
    expect([page.response.status, page.body.toString()]).toEqual([502, "This picture could not be read."]);
    expect(down.response.headers.get("cache-control")).toBe("no-store");
    warn.mockRestore();
  });
});

describe("a picture's version in its address", () => {
  const library = pictureLibrary();
  let clock = Date.parse("2026-11-27T10:00:00Z");
  let route: Awaited<ReturnType<typeof servePictures>>;
  const DAY = "public, max-age=86400, stale-while-revalidate=604800";
  const FOR_GOOD = "public, max-age=31536000, immutable";
  const linen = (version: string) => imageAddress(inLibrary("linen.jpg", version), 480);
  /** The owner replaces the file in the Media Library: Strapi keeps its address, the CMS gives it a new version. */
  async function upload(colour: string) {
    const body = await photograph(colour);
    library.files.set(`${CMS}/uploads/linen.jpg`, { body, type: "image/jpeg" });
    return fileVersionOf(body);
  }
  const colourOf = async (body: Buffer) => (await sharp(body).stats()).dominant;

  beforeAll(async () => {
    route = await servePictures(
      imageRoute({
        library: CMS,
        timeoutMs: 1_000,
        sourceOrigins: [],
        fetchSource: library.fetchSource,
        now: () => clock,
      }),
    );
  });
  afterAll(() => route.close());
  beforeEach(() => library.fetchSource.mockClear());

  it("is written after the file's name or address, before the width", () => {
    expect(imageAddress(inLibrary("bed.jpg", "0123456789abcdef"), 480)).toBe(
      "/_image/bed.jpg?v=0123456789abcdef&w=480",
    );
    const elsewhere = { url: `${BUCKET}/media/bed.jpg`, libraryName: null, version: "0123456789abcdef" };
    expect(imageAddress(elsewhere)).toBe(`/_image/bed.jpg?src=${encodeURIComponent(elsewhere.url)}&v=0123456789abcdef`);
  });

  it("lets a browser keep the picture for good when its bytes have the version the address names", async () => {
    const version = await upload("#d8cfc0");
    const { response } = await route.get(linen(version), { Accept: AVIF_BROWSER });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(FOR_GOOD);
    expect(response.headers.get("vary")).toBe("Accept");
  });

  it("shows a replaced picture at once: the new version's address has the file fetched again, the old one's is checked each time", async () => {
    const before = await upload("#d8cfc0");
    const old = await route.get(linen(before), { Accept: AVIF_BROWSER });
    clock += 60_000;
    const after = await upload("#1848c8");
    library.fetchSource.mockClear();

    const replaced = await route.get(linen(after), { Accept: AVIF_BROWSER });
    expect(library.fetchSource).toHaveBeenCalledTimes(1);
    expect(replaced.response.headers.get("cache-control")).toBe(FOR_GOOD);
    expect(await colourOf(replaced.body)).not.toEqual(await colourOf(old.body));

    // A page from before the replacement still names the old version: the new picture, never kept for good.
    const stale = await route.get(linen(before), { Accept: AVIF_BROWSER });
    expect(stale.response.headers.get("cache-control")).toBe("no-cache");
    expect(await colourOf(stale.body)).toEqual(await colourOf(replaced.body));
  });

  it("fetches the file again for a version it does not have at most once in ten seconds, whatever the address says", async () => {
    await route.get(linen(await upload("#406080")), { Accept: AVIF_BROWSER });
    clock += 60_000;
    library.fetchSource.mockClear();
    for (const madeUp of ["0000000000000000", "ffffffffffffffff", "0123456789abcdef"]) {
      const { response } = await route.get(linen(madeUp), { Accept: AVIF_BROWSER });
      expect([response.status, response.headers.get("cache-control")]).toEqual([200, "no-cache"]);
    }
    expect(library.fetchSource).toHaveBeenCalledTimes(1);
    clock += 10_000;
    await route.get(linen("0000000000000000"), { Accept: AVIF_BROWSER });
    expect(library.fetchSource).toHaveBeenCalledTimes(2);
  });

  it("keeps an address without a version for a day, as before the CMS knew versions", async () => {
    await upload("#d8cfc0");
    const { response } = await route.get(imageAddress(inLibrary("linen.jpg"), 480), { Accept: AVIF_BROWSER });
    expect(response.headers.get("cache-control")).toBe(DAY);
  });

  it.each(["0123", "0123456789ABCDEF", "0123456789abcdef0", "../../admin"])(
    "refuses a version of another shape (%s) with a sentence and fetches nothing",
    async (version) => {
      const { response, body } = await route.get(`/_image/linen.jpg?v=${encodeURIComponent(version)}&w=480`);
      expect([response.status, body.toString()]).toEqual([400, "This picture address is not one the shop serves."]);
      expect(library.fetchSource).not.toHaveBeenCalled();
    },
  );
});
