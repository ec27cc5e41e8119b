import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfFixtureSeed, getJson, startService, type JsonBody, type RunningService } from "./helpers.js";

const EXTRA_ARTICLES = 120;

describe("query parameters", () => {
  let seedDir: string;
  let running: RunningService;
  beforeAll(async () => {
    // 120 more published articles (ids 101…220) on top of the fixture's two published and one draft
    seedDir = await copyOfFixtureSeed();
    for (let index = 0; index < EXTRA_ARTICLES; index += 1) {
      const id = 101 + index;
      const text = `id: ${id}\nslug: sleep-note-${id}\nheading: Sleep note ${id}\nreadingTime: ${(index % 7) + 1}\n`;
      await writeFile(path.join(seedDir, "entries", "blog-articles", `sleep-note-${id}.yaml`), text);
    }
    running = await startService({ seedDir });
  });
  afterAll(async () => {
    await running.stop();
    await rm(path.dirname(seedDir), { recursive: true, force: true });
  });

  const list = (query: string) => getJson(`${running.url}/api/blog-articles?${query}`);
  const ids = (body: JsonBody) => body.data.map((entry: { id: number }) => entry.id);
  const total = 2 + EXTRA_ARTICLES;

  describe("pagination", () => {
    it("defaults to page 1 of 25", async () => {
      const { body } = await list("");
      expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: Math.ceil(total / 25), total });
      expect(body.data).toHaveLength(25);
      expect(ids(body).slice(0, 3)).toEqual([1, 2, 101]);
    });

    it("caps pageSize at 100 (maxLimit), so 10000 answers 100", async () => {
      const { body } = await list("pagination[page]=1&pagination[pageSize]=10000");
      expect(body.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 2, total });
      expect(body.data).toHaveLength(100);
    });

    it("answers later pages and empty pages past the end", async () => {
      const second = await list("pagination[page]=2&pagination[pageSize]=100");
      expect(second.body.data).toHaveLength(total - 100);
      expect(second.body.meta.pagination.page).toBe(2);
      const beyond = await list("pagination[page]=9&pagination[pageSize]=100");
      expect(beyond.body.data).toEqual([]);
    });

    it("supports start/limit and withCount=false", async () => {
      const offset = await list("pagination[start]=2&pagination[limit]=3");
      expect(offset.body.meta.pagination).toEqual({ start: 2, limit: 3, total });
      expect(ids(offset.body)).toEqual([101, 102, 103]);
      const all = await list("pagination[limit]=-1");
      expect(all.body.meta.pagination.limit).toBe(100);
      const uncounted = await list("pagination[pageSize]=5&pagination[withCount]=false");
      expect(uncounted.body.meta.pagination).toEqual({ page: 1, pageSize: 5 });
    });

    it("rejects invalid and mixed pagination with a ValidationError", async () => {
      for (const query of ["pagination[page]=0", "pagination[pageSize]=abc", "pagination[page]=1&pagination[start]=0"]) {
        const { status, body } = await list(query);
        expect(status).toBe(400);
        expect(body).toMatchObject({ data: null, error: { status: 400, name: "ValidationError" } });
      }
    });
  });

  describe("filters", () => {
    it("filters with $eq, shorthand equality and $eqi", async () => {
      expect(ids((await list("filters[slug][$eq]=caring-for-sateen")).body)).toEqual([2]);
      expect(ids((await list("filters[slug]=caring-for-sateen")).body)).toEqual([2]);
      expect(ids((await list("filters[heading][$eqi]=CARING FOR ORGANIC COTTON SATEEN")).body)).toEqual([2]);
    });

    it("compares numbers and dates with $lt/$lte/$gt/$gte", async () => {
      const { body } = await list("filters[readingTime][$gte]=7&pagination[pageSize]=100");
      // readingTime 7 is every seventh extra article: ids 107, 114, …, 219
      expect(body.meta.pagination.total).toBe(17);
      expect(ids((await list("filters[date][$lt]=2026-06-01")).body)).toEqual([1]);
      expect(ids((await list("filters[id][$gt]=218")).body)).toEqual([219, 220]);
      expect(ids((await list("filters[id][$lte]=2")).body)).toEqual([1, 2]);
    });

    it("supports $in, $notIn, $ne, $contains, $containsi, $startsWith, $null and $notNull", async () => {
      expect(ids((await list("filters[id][$in][0]=2&filters[id][$in][1]=150")).body)).toEqual([2, 150]);
      expect((await list("filters[id][$notIn][0]=1&filters[id][$notIn][1]=2")).body.meta.pagination.total).toBe(120);
      expect((await list("filters[slug][$ne]=caring-for-sateen")).body.meta.pagination.total).toBe(total - 1);
      expect(ids((await list("filters[heading][$contains]=Caring")).body)).toEqual([2]);
      expect(ids((await list("filters[heading][$containsi]=thread COUNT")).body)).toEqual([1]);
      expect(ids((await list("filters[slug][$startsWith]=choosing")).body)).toEqual([1]);
      expect(ids((await list("filters[date][$notNull]=true")).body)).toEqual([1, 2]);
      expect((await list("filters[date][$null]=true")).body.meta.pagination.total).toBe(EXTRA_ARTICLES);
    });

    it("combines with $and and $or", async () => {
      const or = await list("filters[$or][0][slug][$eq]=choosing-thread-count&filters[$or][1][id][$eq]=220");
      expect(ids(or.body)).toEqual([1, 220]);
      const and = await list("filters[$and][0][readingTime][$eq]=1&filters[$and][1][id][$lt]=110");
      expect(ids(and.body)).toEqual([101, 108]);
    });

    it("filters through a relation", async () => {
      expect((await list("filters[author][name][$eq]=Maya Chen")).body.meta.pagination.total).toBe(2);
    });

    it("rejects an unknown field with Invalid key", async () => {
      const { status, body } = await list("filters[colour][$eq]=white");
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ status: 400, name: "ValidationError", message: "Invalid key colour" });
    });

    it("rejects an unknown operator", async () => {
      const { status, body } = await list("filters[slug][$like]=x");
      expect(status).toBe(400);
      expect(body.error.message).toBe("Invalid key $like");
    });
  });

  describe("sort and fields", () => {
    it("sorts by field:direction, in lists and arrays", async () => {
      const desc = await list("sort=id:desc&pagination[pageSize]=3");
      expect(ids(desc.body)).toEqual([220, 219, 218]);
      const byTwo = await list("sort[0]=readingTime:desc&sort[1]=id:asc&pagination[pageSize]=3");
      expect(ids(byTwo.body)).toEqual([107, 114, 121]);
      const slug = await list("sort=slug&pagination[pageSize]=2");
      expect(ids(slug.body)).toEqual([2, 1]);
    });

    it("rejects an unknown sort field and direction", async () => {
      expect((await list("sort=colour:asc")).body.error.message).toBe("Invalid key colour");
      expect((await list("sort=slug:sideways")).status).toBe(400);
    });

    it("returns only the selected fields (and the id)", async () => {
      const { body } = await list("fields[0]=slug&fields[1]=heading&pagination[pageSize]=1");
      expect(body.data[0]).toEqual({
        id: 1,
        attributes: { slug: "choosing-thread-count", heading: "Choosing between 400 and 600 thread count" },
      });
      expect((await list("fields=slug,publishedAt")).body.data[0].attributes).toEqual({
        slug: "choosing-thread-count",
        publishedAt: expect.any(String),
      });
      expect((await list("fields=colour")).status).toBe(400);
    });

    it("rejects an unknown publicationState", async () => {
      const { status, body } = await list("publicationState=draft");
      expect(status).toBe(400);
      expect(body.error.name).toBe("ValidationError");
    });
  });
});
