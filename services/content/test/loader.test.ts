import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfFixtureSeed, getJson, startService, type RunningService } from "./helpers.js";

describe("loading a seed with mistakes", () => {
  let seedDir: string;
  let running: RunningService;
  beforeAll(async () => {
    seedDir = await copyOfFixtureSeed();
    const entries = path.join(seedDir, "entries");
    await writeFile(path.join(entries, "authors", "broken.yaml"), "id: 7\nname: [unclosed\n");
    await writeFile(path.join(entries, "authors", "typo.yaml"), "id: 8\nname: Jo Park\navatr: avatar.svg\n");
    await writeFile(
      path.join(entries, "blog-articles", "dangling.yaml"),
      "id: 9\nslug: dangling\nheading: Dangling references\nauthor: nobody\nimage: missing.svg\n",
    );
    await writeFile(path.join(entries, "blog-articles", "same-id.yaml"), "id: 1\nslug: clash\nheading: Clash\n");
    await writeFile(
      path.join(entries, "pages", "bad-block.yaml"),
      "id: 10\nslug: bad-block\ntitle: Bad block\npageContent:\n  - __component: blocks.hero\n    button:\n      label: Go\n",
    );
    running = await startService({ seedDir });
  });
  afterAll(async () => {
    await running.stop();
    await rm(path.dirname(seedDir), { recursive: true, force: true });
  });

  const logged = (text: string) => running.logger.lines.some((line) => line.includes(text));

  it("reports a file that is not valid YAML with its path, and skips it", async () => {
    expect(logged("entries/authors/broken.yaml:")).toBe(true);
    expect((await getJson(`${running.url}/api/authors/7`)).status).toBe(404);
  });

  it("reports an unknown field by name", () => {
    expect(logged("entries/authors/typo.yaml: Unrecognized key")).toBe(true);
    expect(running.logger.lines.find((line) => line.includes("typo.yaml"))).toContain("avatr");
  });

  it("reports a missing required field deep inside a zone with its path", async () => {
    expect(logged("entries/pages/bad-block.yaml (pageContent[0].button.link)")).toBe(true);
    expect((await getJson(`${running.url}/api/pages/10`)).status).toBe(404);
  });

  it("reports missing relation keys and media files but still serves the entry", async () => {
    expect(logged('entries/blog-articles/dangling.yaml (author): no api::author.author entry with the key "nobody"')).toBe(
      true,
    );
    expect(logged('entries/blog-articles/dangling.yaml (image): media file "missing.svg" is not in media/media.yaml')).toBe(
      true,
    );
    const { status, body } = await getJson(`${running.url}/api/blog-articles/9?populate=author,image`);
    expect(status).toBe(200);
    expect(body.data.attributes.author).toEqual({ data: null });
    expect(body.data.attributes.image).toEqual({ data: null });
  });

  it("reports a duplicate id and keeps the first entry with it", async () => {
    expect(logged("entries/blog-articles/same-id.yaml (id): id 1 is already used by entries/blog-articles/sheets-guide.yaml")).toBe(
      true,
    );
    const { body } = await getJson(`${running.url}/api/blog-articles/1`);
    expect(body.data.attributes.slug).toBe("choosing-thread-count");
  });

  it("loads everything else", async () => {
    const { body } = await getJson(`${running.url}/api/pages?populate=deep`);
    expect(body.data.map((page: { attributes: { slug: string } }) => page.attributes.slug)).toEqual([
      "home",
      "how-it-works",
    ]);
  });
});
