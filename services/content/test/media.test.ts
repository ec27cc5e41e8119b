import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, startService, type JsonBody, type RunningService } from "./helpers.js";

const PROVIDER = "@strapi-community/strapi-provider-upload-google-cloud-storage";

describe("media", () => {
  let running: RunningService;
  const files = new Map<string, JsonBody>();
  beforeAll(async () => {
    running = await startService({ publicUrl: "https://cdn.example.test/bucket/" });
    const { body } = await getJson(`${running.url}/api/blog-articles/1?populate=image,gallery`);
    for (const file of [body.data.attributes.image.data, ...body.data.attributes.gallery.data]) {
      files.set(file.attributes.name, file);
    }
    const header = await getJson(`${running.url}/api/header?populate[button][populate]=icon`);
    const icon = header.body.data.attributes.button.icon.data;
    files.set(icon.attributes.name, icon);
  });
  afterAll(() => running.stop());

  it("rasterises a webp item at the SVG's size with every smaller format", () => {
    const hero = files.get("hero.webp");
    expect(hero.id).toBe(1);
    expect(Object.keys(hero.attributes)).toEqual([
      "name", "alternativeText", "caption", "width", "height", "formats", "hash", "ext", "mime", "size",
      "url", "previewUrl", "provider", "provider_metadata", "createdAt", "updatedAt",
    ]);
    const { hash, formats, ...rest } = hero.attributes;
    expect(hash).toMatch(/^hero_[0-9a-f]{10}$/);
    expect(rest).toMatchObject({
      alternativeText: "A made bed with white sateen sheets and two pillows",
      caption: null,
      width: 1200,
      height: 800,
      ext: ".webp",
      mime: "image/webp",
      url: `https://cdn.example.test/bucket/uploads/${hash}/${hash}.webp`,
      previewUrl: null,
      provider: PROVIDER,
      provider_metadata: null,
    });
    expect(rest.size).toBeGreaterThan(0);
    expect(Object.keys(formats)).toEqual(["thumbnail", "large", "medium", "small"]);
    expect(formats.thumbnail).toEqual({
      name: "thumbnail_hero.webp",
      hash: `thumbnail_${hash}`,
      ext: ".webp",
      mime: "image/webp",
      path: null,
      width: 234,
      height: 156,
      size: expect.any(Number),
      url: `https://cdn.example.test/bucket/uploads/thumbnail_${hash}/thumbnail_${hash}.webp`,
    });
    expect([formats.large.width, formats.medium.width, formats.small.width]).toEqual([1000, 750, 500]);
  });

  it("makes only the formats smaller than the original", () => {
    const badge = files.get("badge.webp");
    expect(badge.attributes).toMatchObject({ width: 400, height: 300 });
    expect(Object.keys(badge.attributes.formats)).toEqual(["thumbnail"]);
  });

  it("serves svg and original items as they are, without formats", () => {
    expect(files.get("icon-arrow.svg").attributes).toMatchObject({
      ext: ".svg",
      mime: "image/svg+xml",
      width: 24,
      height: 24,
      formats: null,
    });
    expect(files.get("swatch.png").attributes).toMatchObject({
      ext: ".png",
      mime: "image/png",
      formats: null,
      caption: "Sand is shown in sample content only",
    });
  });

  it("serves uploads with their content type and an immutable cache", async () => {
    const hero = files.get("hero.webp").attributes;
    const local = (url: string) => url.replace("https://cdn.example.test/bucket", running.url);
    const response = await fetch(local(hero.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([image.format, image.width, image.height]).toEqual(["webp", 1200, 800]);
    const small = await fetch(local(hero.formats.small.url));
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(500);
    const svg = await fetch(local(files.get("icon-arrow.svg").attributes.url));
    expect(svg.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("stays public when the API needs a token", async () => {
    const guarded = await startService({ apiToken: "read-token", dataDir: running.dataDir });
    try {
      const hero = files.get("hero.webp").attributes;
      const response = await fetch(`${guarded.url}/uploads/${hero.hash}/${hero.hash}.webp`);
      expect(response.status).toBe(200);
    } finally {
      await guarded.service.close();
    }
  });

  it("reuses generated files on restart (same hashes, files not rewritten)", async () => {
    const hero = files.get("hero.webp").attributes;
    const file = path.join(running.dataDir, "uploads", hero.hash, `${hero.hash}.webp`);
    const before = await stat(file);
    const again = await startService({ dataDir: running.dataDir });
    try {
      const { body } = await getJson(`${again.url}/api/blog-articles/1?populate=image`);
      expect(body.data.attributes.image.data.attributes.hash).toBe(hero.hash);
      expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
      const folders = await readdir(path.join(running.dataDir, "uploads"));
      expect(folders.filter((name) => name.endsWith(hero.hash.slice(-10)))).toHaveLength(5);
    } finally {
      await again.service.close();
    }
  });
});
