import { fileVersionOf } from "@bedsmade/form-rules";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../test-support/cms-admin.js";
import { get, getData, type Json, request, type TestCms, startTestCms } from "./support/cms.js";
import { differencesFromSeed, seedEntry } from "./support/seed.js";

/** `populate=deep,N` with the Strapi 4 plugin's semantics and bounds (docs/cms.md, "Deep populate"). */

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms(5302);
});
afterAll(() => cms?.stop());

async function page(slug: string, populate: string): Promise<Json> {
  const [served] = await getData(cms, `/api/pages?filters[slug][$eq]=${slug}&populate=${populate}`);
  return served;
}
const block = (served: Json, component: string) =>
  served.pageContent.find((item: Json) => item.__component === component);
const seededBlock = (key: string, component: string) =>
  seedEntry(`pages/${key}`).pageContent.find((item: Json) => item.__component === component);

/** Every media file an answer holds, wherever it is. */
function mediaIn(value: Json): Json[] {
  if (Array.isArray(value)) return value.flatMap(mediaIn);
  if (value === null || typeof value !== "object") return [];
  if (typeof value.mime === "string" && typeof value.url === "string") return [value];
  return Object.values(value).flatMap(mediaIn);
}

const solidPhoto = (colour: string) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A file sent as the Media Library sends it: to `/upload`, or to `/upload?id=…` to replace that file. */
function upload(token: string, path: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  form.append("fileInfo", JSON.stringify({ name, alternativeText: "Linen" }));
  return request(`${cms.url}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
}

describe("deep,5 reaches the deepest paths the storefront reads", () => {
  it("faq-accordion.sections[].sectionBlocks[]: every question and answer of pages/faqs.yaml, with the section icons", async () => {
    const served = block(await page("faqs", "deep,5"), "blocks.faq-accordion");
    const seeded = seededBlock("faqs", "blocks.faq-accordion");
    expect(differencesFromSeed(served, seeded)).toEqual([]);
    expect(served.sections[0].sectionBlocks[0]).toMatchObject({
      question: seeded.sections[0].sectionBlocks[0].question,
    });
    expect(served.sections[0].iconSection.url).toMatch(/\.svg$/);
  });

  it("measure-specs.sizeSpecs[].tables[]: every measurement of pages/measure-up.yaml", async () => {
    const served = block(await page("measure-up", "deep,5"), "blocks.measure-specs");
    const seeded = seededBlock("measure-up", "blocks.measure-specs");
    expect(differencesFromSeed(served, seeded)).toEqual([]);
    expect(served.sizeSpecs[0].tables[0]).toMatchObject({ width: seeded.sizeSpecs[0].tables[0].width });
  });

  it("blog-listing.categorySections[].blog_articles[]: each article with its image and author", async () => {
    const served = block(await page("blog", "deep,5"), "blocks.blog-listing");
    const seeded = seededBlock("blog", "blocks.blog-listing");
    expect(differencesFromSeed(served, seeded)).toEqual([]);
    const articles = served.categorySections.flatMap((section: Json) => section.blog_articles);
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      const seededArticle = seedEntry(`blog-articles/${article.slug}`);
      expect(article.author).toMatchObject(seededArticle.author);
      expect(article.image).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), mime: "image/webp" });
    }
  });
});

describe("media", () => {
  it("a raster image comes with the formats Strapi made of it: thumbnail, small, medium and large", async () => {
    const hero = block(await page("home", "deep,5"), "blocks.home-intro").image;
    expect(hero).toMatchObject({ mime: "image/webp", width: 2400 });
    expect(Object.keys(hero.formats).sort()).toEqual(["large", "medium", "small", "thumbnail"]);
    for (const [name, format] of Object.entries<Json>(hero.formats)) {
      expect(format.url).toMatch(new RegExp(`^/uploads/${name}_.*\\.webp$`));
      expect(format.width).toBeLessThan(hero.width);
    }
  });

  it("an SVG comes with formats null", async () => {
    const icons = mediaIn(await page("faqs", "deep,5")).filter((media) => media.mime === "image/svg+xml");
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(icon.formats).toBeNull();
  });

  it("a photograph comes with its placeholder colour (src/media/placeholder-colour.ts), an SVG with none", async () => {
    const hero = block(await page("home", "deep,5"), "blocks.home-intro").image;
    expect(hero.placeholderColour).toMatch(/^#[0-9a-f]{6}$/);
    const icons = mediaIn(await page("faqs", "deep,5")).filter((media) => media.mime === "image/svg+xml");
    for (const icon of icons) expect(icon.placeholderColour).toBeNull();
  });

  it("every picture comes with its version (src/media/file-facts.ts): the start of its bytes' SHA-256", async () => {
    const pictures = mediaIn(await page("home", "deep,5")).filter((media) => media.mime.startsWith("image/"));
    expect(pictures.some((media) => media.mime === "image/svg+xml")).toBe(true);
    for (const picture of pictures) {
      const bytes = new Uint8Array(await (await fetch(`${cms.url}${picture.url}`)).arrayBuffer());
      expect(picture.fileVersion).toBe(await fileVersionOf(bytes));
    }
  });

  it("the owner uploads a photograph in the Media Library: it is saved with its colour and version, and a new name keeps them", async () => {
    const admin = await signIn(cms.url);
    const photo = await solidPhoto("#c81818");
    const uploaded = await upload(admin.token, "/upload", photo, "red-linen.jpg");
    expect(uploaded.status).toBe(201);
    const [file] = uploaded.body;
    expect(file).toMatchObject({ placeholderColour: "#c81818", fileVersion: await fileVersionOf(photo) });

    const renamed = await admin.call("PUT", `/upload/files/${file.id}`, {
      fileInfo: { name: "red-linen-set.jpg", alternativeText: "Red linen set" },
    });
    expect(renamed).toMatchObject({
      name: "red-linen-set.jpg",
      placeholderColour: "#c81818",
      fileVersion: file.fileVersion,
    });
  });

  it("the owner replaces a photograph: Strapi keeps its address, its colour and version are the new file's", async () => {
    const admin = await signIn(cms.url);
    const [file] = (await upload(admin.token, "/upload", await solidPhoto("#c81818"), "linen.jpg")).body;
    const replacement = await solidPhoto("#1848c8");
    const replaced = await upload(admin.token, `/upload?id=${file.id}`, replacement, "linen.jpg");
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ url: file.url, fileVersion: await fileVersionOf(replacement) });
    expect(replaced.body.fileVersion).not.toBe(file.fileVersion);
    expect(replaced.body.placeholderColour).not.toBe(file.placeholderColour);
  });

  it("every file of the home page downloads from its url, in every format", async () => {
    const media = mediaIn(await page("home", "deep,5"));
    const files = media.flatMap((item) => [item, ...Object.values<Json>(item.formats ?? {})]);
    expect(files.length).toBeGreaterThan(media.length);
    for (const file of files) {
      const response = await fetch(`${cms.url}${file.url}`);
      expect(response.status, file.url).toBe(200);
      expect(response.headers.get("content-type")).toBe(file.mime);
      const bytes = new Uint8Array(await response.arrayBuffer());
      // Strapi gives sizes in kB, rounded to two places
      expect(Math.abs(bytes.length / 1000 - file.size), file.url).toBeLessThan(0.01);
    }
  });
});

describe("the depth and its bound", () => {
  it("deep,1 populates nothing: a page keeps its own fields only", async () => {
    const served = await page("home", "deep,1");
    expect(Object.keys(served).sort()).toEqual(["createdAt", "documentId", "id", "publishedAt", "slug", "updatedAt"]);
  });

  it("populate=deep alone means deep,5", async () => {
    expect(await getData(cms, "/api/pages?populate=deep")).toEqual(await getData(cms, "/api/pages?populate=deep,5"));
  });

  it("deep,10 works, and reaches further than deep,5 (an article's SEO image under the blog listing)", async () => {
    const articleAt = async (populate: string) =>
      block(await page("blog", populate), "blocks.blog-listing").categorySections[0].blog_articles[0];
    expect((await articleAt("deep,5")).pageSeo).not.toHaveProperty("metaImage");
    const deeper = await articleAt("deep,10");
    expect(deeper.pageSeo.metaImage.name).toMatch(/\.webp$/);
  });

  it.each(["deep,11", "deep,0", "deep,abc", "deep,-1", "deep,2.5"])(
    "populate=%s answers 400 ValidationError",
    async (populate) => {
      const { status, body } = await get(cms, `/api/pages?populate=${populate}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        data: null,
        error: { status: 400, name: "ValidationError", message: "populate=deep,N takes a depth from 1 to 10" },
      });
    },
  );
});

describe("a content type already on the path is not expanded again", () => {
  it("an article's blogCategory lists its blog_articles, but not their blogCategory, image or author, even at deep,10", async () => {
    const articles = await getData(cms, "/api/blog-articles?populate=deep,10&pagination[pageSize]=100");
    for (const article of articles) {
      expect(article.image).toMatchObject({ mime: "image/webp" });
      const { blog_articles: listed } = article.blogCategory;
      expect(listed.map((other: Json) => other.slug)).toContain(article.slug);
      for (const other of listed) {
        expect(other).toMatchObject({ slug: expect.any(String), heading: expect.any(String) });
        for (const field of ["blogCategory", "image", "author", "pageSeo"]) expect(other).not.toHaveProperty(field);
      }
    }
  });

  it("on the blog page at deep,10 the category's articles are expanded, but their blogCategory does not list articles again", async () => {
    const [section] = block(await page("blog", "deep,10"), "blocks.blog-listing").categorySections;
    for (const article of section.blogCategory.blog_articles) {
      expect(article.image).toMatchObject({ mime: "image/webp" });
      expect(article.blogCategory).toMatchObject({ slug: section.blogCategory.slug });
      expect(article.blogCategory).not.toHaveProperty("blog_articles");
    }
  });
});
