import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageAddress } from "../../../apps/storefront/app/images/image-address.js";
import { imageRoute } from "../../../apps/storefront/app/images/image-route.server.js";
import { media } from "../../../apps/storefront/app/model/media.js";
import { servePictures } from "../../../apps/storefront/test/support/picture-library.js";
import { signIn, type Admin, type Json } from "../../../test-support/cms-admin.js";
import { stopAll } from "../../../test-support/processes.js";
import { startS3, type TestS3 } from "../../../test-support/s3.js";
import { startTestCms, type TestCms } from "./support/cms.js";
import { compiledCmsModule } from "./support/compiled.js";

/** Against s3rver: seed pictures keyed as the owner's CMS keys them, and a replaced picture served at once. */

let s3: TestS3;
let cms: TestCms;
let admin: Admin;

/** The media library's file whose name starts so, as the admin's media library lists it. */
async function libraryFile(namePrefix: string): Promise<Json> {
  const page = await admin.call("GET", "/upload/files?page=1&pageSize=200");
  const file = page.results.find((candidate: Json) => String(candidate.name).startsWith(namePrefix));
  if (!file) throw new Error(`no file named ${namePrefix}… in the media library`);
  return file;
}

async function bytesAt(url: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** The colour of a picture's middle pixel, `#rrggbb`. */
async function middleColour(picture: Buffer): Promise<string> {
  const image = sharp(picture);
  const { width = 1, height = 1 } = await image.metadata();
  const { data } = await image
    .extract({ left: Math.floor(width / 2), top: Math.floor(height / 2), width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return `#${[...data.subarray(0, 3)].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

describe("media on S3-compatible object storage", () => {
  beforeAll(async () => {
    s3 = await startS3();
    cms = await startTestCms(null, {
      unseeded: true,
      env: {
        CMS_MEDIA_BUCKET: s3.bucket,
        CMS_MEDIA_REGION: "us-east-1",
        CMS_MEDIA_ENDPOINT: s3.endpoint,
        CMS_MEDIA_BASE_URL: s3.bucketUrl,
        CMS_MEDIA_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        CMS_MEDIA_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      },
    });
    admin = await signIn(cms.url);
  }, 240_000);

  afterAll(async () => {
    await cms?.stop();
    await s3?.stop();
    await stopAll();
  });

  it("imports the seed's pictures into the bucket, each at {hash}/{hash}{ext} under its base", async () => {
    const hero = await libraryFile("home-hero");
    expect(hero.provider).toBe("aws-s3");
    expect(hero.url).toBe(`${s3.bucketUrl}/${hero.hash}/${hero.hash}${hero.ext}`);
    const stored = await bytesAt(hero.url);
    expect(stored.status).toBe(200);
    expect((await sharp(stored.body).metadata()).width).toBe(hero.width);
    for (const format of Object.values<Json>(hero.formats ?? {}))
      expect(format.url).toBe(`${s3.bucketUrl}/${format.hash}/${format.hash}${format.ext}`);
  });

  it("lets the admin's media library show the bucket's pictures and videos", async () => {
    // Every answer carries the one policy; the admin's page itself needs the panel built, which a test run may not have.
    const response = await fetch(`${cms.url}/api/pages`);
    const policy = response.headers.get("content-security-policy") ?? "";
    const sources = (directive: string) => policy.match(new RegExp(`${directive} ([^;]*)`))?.[1]?.split(" ") ?? [];
    expect(sources("img-src")).toContain(s3.endpoint);
    expect(sources("media-src")).toContain(s3.endpoint);
  });

  it("serves a picture replaced in the media library from the bucket, and the storefront shows the new one", async () => {
    const before = await libraryFile("sheet-set");
    // The route checks a kept picture against a new version at most every few seconds: its clock moves on by hand.
    let clock = Date.now();
    const served = await servePictures(
      imageRoute({ library: cms.url, sourceOrigins: [s3.endpoint], timeoutMs: 10_000, now: () => clock }),
    );
    try {
      // As a page writes the picture: the storefront's own reading of the CMS's file, then its address.
      const shown = async (file: Json) => {
        const address = imageAddress(media.parse(file));
        const { response, body } = await served.get(address, { Accept: "image/png" });
        expect(response.status).toBe(200);
        return middleColour(body);
      };
      const oldColour = await shown(before);

      const replacement = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("files", new Blob([new Uint8Array(replacement)], { type: "image/png" }), "sheet-set.png");
      form.append("fileInfo", JSON.stringify({ name: "sheet-set.png", alternativeText: before.alternativeText }));
      const answer = await fetch(`${cms.url}/upload?id=${before.id}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${admin.token}` },
        body: form,
      });
      expect(answer.status).toBe(200);

      const after = await libraryFile("sheet-set");
      expect(after.id).toBe(before.id);
      // Strapi keeps a replaced file's hash and extension, so its address stays and its bytes change.
      expect(after.url).toBe(before.url);
      expect(after.url).toBe(`${s3.bucketUrl}/${after.hash}/${after.hash}${after.ext}`);
      const stored = await bytesAt(after.url);
      expect(stored.status).toBe(200);
      // Strapi re-encodes an uploaded picture smaller, so the bucket holds the new picture, not its very bytes.
      expect(await sharp(stored.body).metadata()).toMatchObject({ width: 64, height: 48 });
      expect(await middleColour(stored.body)).toBe("#c0392b");
      expect(after.fileVersion).not.toBe(before.fileVersion);
      expect(oldColour).not.toBe("#c0392b");
      expect(media.parse(after)).toMatchObject({ url: after.url, libraryName: null, version: after.fileVersion });
      clock += 60_000;
      expect(await shown(after)).toBe("#c0392b");
    } finally {
      await served.close();
    }
  });

  it("removes a deleted picture and its smaller formats from the bucket", async () => {
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2e86c1" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("files", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "throwaway.jpg");
    const uploaded = await fetch(`${cms.url}/upload`, {
      method: "POST",
      headers: { Authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const file = await libraryFile("throwaway");
    const addresses = [file.url, ...Object.values<Json>(file.formats ?? {}).map((format) => format.url)];
    expect(addresses.length).toBeGreaterThan(1);
    for (const url of addresses) expect((await bytesAt(url)).status).toBe(200);

    await admin.call("DELETE", `/upload/files/${file.id}`);
    for (const url of addresses) expect((await bytesAt(url)).status, url).toBe(404);
  });
});

type MediaBucketSettings = { mediaBucket(env: Record<string, string | undefined>): Json };

describe("the media bucket's settings", () => {
  const { mediaBucket } = compiledCmsModule<MediaBucketSettings>("src/media/media-bucket.ts");

  it("keeps media in the local uploads folder when no bucket is named, or the name is blank", () => {
    expect(mediaBucket({})).toBeUndefined();
    expect(mediaBucket({ CMS_MEDIA_BUCKET: "  ", CMS_MEDIA_REGION: "eu-west-1" })).toBeUndefined();
  });

  it("addresses an AWS bucket's files at the bucket's own address unless a public base is given", () => {
    expect(mediaBucket({ CMS_MEDIA_BUCKET: "shop-media", CMS_MEDIA_REGION: "eu-west-2" })).toMatchObject({
      baseUrl: "https://shop-media.s3.eu-west-2.amazonaws.com",
      endpoint: undefined,
      acl: "public-read",
      credentials: undefined,
    });
    expect(
      mediaBucket({
        CMS_MEDIA_BUCKET: "shop-media",
        CMS_MEDIA_BASE_URL: "https://media.bedsmade.example/",
        CMS_MEDIA_ACL: "none",
      }),
    ).toMatchObject({ baseUrl: "https://media.bedsmade.example", region: "us-east-1", acl: undefined });
  });

  it("names the setting that is not an address, in a plain sentence", () => {
    expect(() => mediaBucket({ CMS_MEDIA_BUCKET: "shop-media", CMS_MEDIA_ENDPOINT: "minio:9000" })).toThrow(
      "CMS_MEDIA_ENDPOINT must be an http(s) address, such as https://media.example.com",
    );
  });
});
