import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, startService, type JsonBody, type RunningService } from "./helpers.js";

describe("populate", () => {
  let running: RunningService;
  beforeAll(async () => {
    running = await startService();
  });
  afterAll(() => running.stop());

  const home = async (query: string): Promise<JsonBody> => {
    const { status, body } = await getJson(`${running.url}/api/pages/1?${query}`);
    expect(status).toBe(200);
    return body.data.attributes;
  };
  const block = (attributes: JsonBody, uid: string) =>
    attributes.pageContent.find((item: { __component: string }) => item.__component === uid);

  describe("populate=deep,N (the populate-deep plugin's tree)", () => {
    it("deep,1 populates nothing", async () => {
      const attributes = await home("populate=deep,1");
      for (const key of ["pageSeo", "pageContent", "owner"]) expect(attributes).not.toHaveProperty(key);
    });

    it("deep,2 loads first-level components, zones and relations with scalars only", async () => {
      const attributes = await home("populate=deep,2");
      expect(attributes.pageSeo).toEqual({
        id: 1,
        metaTitle: "Bedsmade | Tailored organic cotton sheets",
        metaDescription: "Sheet sets cut to the size and depth of your mattress.",
      });
      // every block reduces to `true`, so the zone is `true`: blocks with their scalars only
      expect(attributes.pageContent).toEqual([
        { id: 1, __component: "blocks.hero", heading: "Made to measure, made to last" },
        { id: 1, __component: "blocks.featured-articles", heading: "From the journal" },
        { id: 1, __component: "blocks.rich-text", body: "Every set is cut to **your** mattress." },
      ]);
      expect(attributes.owner.data.id).toBe(1);
      expect(attributes.owner.data.attributes).toEqual({
        name: "Maya Chen",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it("deep,3 adds media of expanded nodes and a second level of components and relations", async () => {
      const attributes = await home("populate=deep,3");
      expect(attributes.pageSeo.shareImage.data.attributes.name).toBe("badge.webp");
      const hero = block(attributes, "blocks.hero");
      expect(hero.image.data.attributes.name).toBe("hero.webp");
      expect(hero.button).toEqual({ id: 2, label: "Buy now", link: "/buy" });
      const featured = block(attributes, "blocks.featured-articles");
      expect(featured.articles.data.map((article: { id: number }) => article.id)).toEqual([1, 2]);
      const article = featured.articles.data[0].attributes;
      expect(article.slug).toBe("choosing-thread-count");
      for (const key of ["image", "gallery", "author"]) expect(article).not.toHaveProperty(key);
      expect(attributes.owner.data.attributes.avatar.data.attributes.name).toBe("avatar.svg");
      expect(attributes.owner.data.attributes.articles.data[0].attributes).not.toHaveProperty("image");
    });

    it("deep,4 reaches media inside nested components and relations of related entries", async () => {
      const attributes = await home("populate=deep,4");
      const hero = block(attributes, "blocks.hero");
      expect(hero.button.icon.data.attributes.name).toBe("icon-arrow.svg");
      const article = block(attributes, "blocks.featured-articles").articles.data[0].attributes;
      expect(article.image.data.attributes.name).toBe("hero.webp");
      expect(article.gallery.data.map((file: JsonBody) => file.attributes.name)).toEqual(["badge.webp", "swatch.png"]);
      expect(article.author.data.attributes.name).toBe("Maya Chen");
      expect(article.author.data.attributes).not.toHaveProperty("avatar");
    });

    it("deep,5 (and deep alone) go one level further", async () => {
      const five = await home("populate=deep,5");
      const article = block(five, "blocks.featured-articles").articles.data[0].attributes;
      expect(article.author.data.attributes.avatar.data.attributes.name).toBe("avatar.svg");
      expect(article.author.data.attributes.articles.data[0].attributes).not.toHaveProperty("image");
      expect(await home("populate=deep")).toEqual(five);
    });

    it("applies to single types and lists too", async () => {
      const header = await getJson(`${running.url}/api/header?populate=deep,5`);
      expect(header.body.data.attributes.button.icon.data.attributes.ext).toBe(".svg");
      const pages = await getJson(`${running.url}/api/pages/?populate=deep,5`);
      expect(pages.body.data[0].attributes.pageContent).toHaveLength(3);
    });

    it("rejects a depth that is not a positive integer", async () => {
      const { status, body } = await getJson(`${running.url}/api/pages?populate=deep,many`);
      expect(status).toBe(400);
      expect(body.error.name).toBe("ValidationError");
    });
  });

  describe("plain Strapi populate", () => {
    it("* loads every first-level relation, media, component and zone", async () => {
      const attributes = await home("populate=*");
      expect(attributes.pageSeo).not.toHaveProperty("shareImage");
      expect(block(attributes, "blocks.hero")).not.toHaveProperty("image");
      expect(attributes.owner.data.attributes.name).toBe("Maya Chen");
    });

    it("takes a comma list, an array and an object of true/*", async () => {
      const list = await home("populate=pageSeo,owner");
      expect(list).toHaveProperty("pageSeo");
      expect(list).toHaveProperty("owner");
      expect(list).not.toHaveProperty("pageContent");
      const array = await home("populate[0]=pageContent");
      expect(Object.keys(array)).toContain("pageContent");
      expect(array).not.toHaveProperty("pageSeo");
      const object = await home("populate[pageSeo]=true&populate[owner]=*");
      expect(object).toHaveProperty("pageSeo");
      expect(object.owner.data.id).toBe(1);
    });

    it("follows nested populate objects and dotted paths", async () => {
      const nested = await home("populate[pageContent][populate][button][populate]=icon");
      const hero = block(nested, "blocks.hero");
      expect(hero.button.icon.data.attributes.name).toBe("icon-arrow.svg");
      expect(hero).not.toHaveProperty("image");
      const dotted = await home("populate=pageSeo.shareImage");
      expect(dotted.pageSeo.shareImage.data.id).toBe(2);
    });

    it("supports per-component fragments in a dynamic zone", async () => {
      const attributes = await home("populate[pageContent][on][blocks.hero][populate]=image");
      expect(block(attributes, "blocks.hero").image.data.attributes.name).toBe("hero.webp");
      expect(block(attributes, "blocks.featured-articles")).not.toHaveProperty("articles");
    });

    it("selects fields of a populated relation", async () => {
      const attributes = await home("populate[owner][fields][0]=name");
      expect(attributes.owner.data.attributes).toEqual({ name: "Maya Chen" });
    });

    it("filters and sorts a populated relation", async () => {
      const sorted = await getJson(`${running.url}/api/authors/1?populate[articles][sort]=slug:desc`);
      expect(sorted.body.data.attributes.articles.data.map((article: { id: number }) => article.id)).toEqual([1, 2]);
      const filtered = await getJson(
        `${running.url}/api/authors/1?populate[articles][filters][slug][$eq]=caring-for-sateen`,
      );
      expect(filtered.body.data.attributes.articles.data.map((article: { id: number }) => article.id)).toEqual([2]);
    });

    it("answers an empty multiple media field with data null", async () => {
      const { body } = await getJson(`${running.url}/api/blog-articles/2?populate=gallery`);
      expect(body.data.attributes.gallery).toEqual({ data: null });
    });

    it("rejects a populate key the model does not have", async () => {
      const { status, body } = await getJson(`${running.url}/api/pages?populate=nonsense`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ status: 400, name: "ValidationError", message: "Invalid key nonsense" });
    });
  });
});
