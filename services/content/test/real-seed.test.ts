import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatProblem } from "../src/seed/problems.js";
import { getJson, REAL_SEED, startService, type RunningService } from "./helpers.js";

/** The shop's own content (services/content/seed), loaded the way `npm start` loads it. */
describe("the real seed", () => {
  let running: RunningService;
  beforeAll(async () => {
    running = await startService({ seedDir: REAL_SEED });
  });
  afterAll(() => running.stop());

  it("loads without a single reported problem", () => {
    expect(running.service.snapshot().problems.map(formatProblem)).toEqual([]);
  });

  it.each([
    "/api/pages/?populate=deep,5",
    "/api/blog-articles/?populate=deep,5&pagination[page]=1&pagination[pageSize]=10000",
    "/api/header?populate=deep,5",
    "/api/navigation/?populate=deep,5",
    "/api/subscribe-modal/?populate=deep,5",
    "/api/sold-out-modal/?populate=deep,5",
    "/api/footer?populate=deep,5",
    "/api/info-modal/?populate=deep",
  ])("answers the storefront's call %s", async (call) => {
    const { status, body } = await getJson(`${running.url}${call}`);
    expect(status).toBe(200);
    expect(body.data).not.toBeNull();
  });

  it("has every page the storefront routes to", async () => {
    const slugs: string[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await getJson(`${running.url}/api/pages?pagination[page]=${page}&pagination[pageSize]=100`);
      slugs.push(...body.data.map((entry: { attributes: { slug: string } }) => entry.attributes.slug));
      if (page >= body.meta.pagination.pageCount) break;
    }
    const required = ["home", "how-it-works", "measure-up", "experts", "faqs", "blog", "testimonials", "contact"];
    expect(slugs).toEqual(expect.arrayContaining([...required, "terms", "privacy", "products", "buy", "404"]));
  });

  it("serves every media file it lists", async () => {
    for (const file of running.service.snapshot().media.values()) {
      const response = await fetch(`${running.url}/uploads/${file.hash}/${file.hash}${file.ext}`, { method: "HEAD" });
      expect(response.status, file.file).toBe(200);
    }
  });
});
