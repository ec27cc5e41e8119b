import { once } from "node:events";
import { readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfFixtureSeed, getJson, startService, type JsonBody, type RunningService } from "./helpers.js";

interface Received {
  headers: IncomingHttpHeaders;
  body: JsonBody;
}

/** A stand-in for the storefront's /api/revalidate that records what arrives. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"revalidated":true}');
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`, received, server };
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("editing the seed while running", () => {
  let seedDir: string;
  let running: RunningService;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    seedDir = await copyOfFixtureSeed();
    receiver = await startReceiver();
    running = await startService({
      seedDir,
      watch: true,
      webhookUrls: [receiver.url],
      revalidateSecret: "revalidate-secret",
    });
  });
  afterAll(async () => {
    await running.stop();
    receiver.server.close();
    await rm(path.dirname(seedDir), { recursive: true, force: true });
  });

  const entryFile = (...parts: string[]) => path.join(seedDir, "entries", ...parts);

  it("serves the edit and posts a Strapi-shaped entry.update webhook", async () => {
    const file = entryFile("pages", "about.yaml");
    const text = await readFile(file, "utf8");
    await writeFile(file, text.replace("title: How it works", "title: How tailoring works"));
    const hook = await waitFor(() => receiver.received.find((item) => item.body.entry?.title === "How tailoring works"));
    expect(hook.headers["content-type"]).toBe("application/json");
    expect(hook.headers["x-strapi-event"]).toBe("entry.update");
    expect(hook.headers.authorization).toBe("Bearer revalidate-secret");
    expect(hook.body).toMatchObject({
      event: "entry.update",
      createdAt: expect.any(String),
      model: "page",
      uid: "api::page.page",
      entry: { id: 2, slug: "how-it-works", title: "How tailoring works", publishedAt: "2026-03-03T08:00:00.000Z" },
    });
    // flat: components inline with their scalar fields, no {data} wrappers
    expect(hook.body.entry.pageSeo).toEqual({ id: 2, metaTitle: "How it works | Bedsmade", metaDescription: null });
    const { body } = await getJson(`${running.url}/api/pages/2`);
    expect(body.data.attributes.title).toBe("How tailoring works");
  });

  it("sends entry.create, entry.publish and entry.delete", async () => {
    receiver.received.length = 0;
    await writeFile(entryFile("authors", "ana.yaml"), "id: 2\nname: Ana Rossi\n");
    const created = await waitFor(() => receiver.received.find((item) => item.body.event === "entry.create"));
    expect(created.body).toMatchObject({ model: "author", uid: "api::author.author", entry: { id: 2, name: "Ana Rossi" } });
    expect(created.body.entry).not.toHaveProperty("publishedAt");

    const draft = entryFile("pages", "secret-sale.yaml");
    await writeFile(draft, (await readFile(draft, "utf8")).replace("publishedAt: null\n", ""));
    const published = await waitFor(() => receiver.received.find((item) => item.body.event === "entry.publish"));
    expect(published.headers["x-strapi-event"]).toBe("entry.publish");
    expect(published.body.entry.slug).toBe("winter-sale");
    expect((await getJson(`${running.url}/api/pages/3`)).status).toBe(200);

    await rm(entryFile("authors", "ana.yaml"));
    const deleted = await waitFor(() => receiver.received.find((item) => item.body.event === "entry.delete"));
    expect(deleted.body.entry).toMatchObject({ id: 2, name: "Ana Rossi" });
    expect((await getJson(`${running.url}/api/authors/2`)).status).toBe(404);
  });

  it("sends media.update when a media item changes", async () => {
    receiver.received.length = 0;
    const library = path.join(seedDir, "media", "media.yaml");
    const text = await readFile(library, "utf8");
    await writeFile(library, text.replace("Arrow pointing right", "Arrow pointing to the next step"));
    const hook = await waitFor(() => receiver.received.find((item) => item.body.event === "media.update"));
    expect(hook.body.media).toMatchObject({
      id: 3,
      name: "icon-arrow.svg",
      alternativeText: "Arrow pointing to the next step",
      url: expect.stringMatching(new RegExp(`^${running.url.replace("127.0.0.1", "localhost")}/uploads/icon_arrow_[0-9a-f]{10}/`)),
    });
    expect(hook.body).not.toHaveProperty("entry");
  });

  it("keeps the last good version of a broken edit and says why", async () => {
    const file = entryFile("blog-articles", "care-guide.yaml");
    const good = await readFile(file, "utf8");
    await writeFile(file, good.replace("readingTime: 3", "readingTime: three"));
    await waitFor(() =>
      running.logger.lines.find((line) => line.includes("entries/blog-articles/care-guide.yaml (readingTime)")),
    );
    await waitFor(() => running.logger.lines.find((line) => line.includes("the last good version is still served")));
    const { body } = await getJson(`${running.url}/api/blog-articles/2`);
    expect(body.data.attributes.readingTime).toBe(3);
    await writeFile(file, good);
  });

  it("keeps all content when the schema breaks", async () => {
    const schema = path.join(seedDir, "schema", "api", "author.json");
    const good = await readFile(schema, "utf8");
    await writeFile(schema, good.replace('"kind": "collectionType"', '"kind": "sometimes"'));
    const outcome = await running.service.reload();
    expect(outcome.applied).toBe(false);
    expect(outcome.problems.some((problem) => problem.file === "schema/api/author.json" && problem.field === "kind")).toBe(true);
    expect((await getJson(`${running.url}/api/authors/1`)).body.data.attributes.name).toBe("Maya Chen");
    await writeFile(schema, good);
  });
});

describe("webhook delivery failures", () => {
  it("are logged, not fatal", async () => {
    const seedDir = await copyOfFixtureSeed();
    const running = await startService({ seedDir, webhookUrls: ["http://127.0.0.1:9/unreachable"] });
    try {
      await writeFile(path.join(seedDir, "entries", "authors", "maya.yaml"), "id: 1\nname: Maya Chen-Park\n");
      const outcome = await running.service.reload();
      expect(outcome.events.map((event) => event.event)).toEqual(["entry.update"]);
      expect(running.logger.lines.some((line) => line.startsWith("webhook entry.update to http://127.0.0.1:9/unreachable failed"))).toBe(true);
      expect((await getJson(`${running.url}/api/authors/1`)).body.data.attributes.name).toBe("Maya Chen-Park");
    } finally {
      await running.stop();
      await rm(path.dirname(seedDir), { recursive: true, force: true });
    }
  });
});
