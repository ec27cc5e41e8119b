import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createContentCache } from "../app/content/cache.server";
import { withContentCache } from "../app/content/cached-client.server";
import { ContentRequestError, createContentClient } from "../app/content/client.server";
import { createEntryReader } from "../app/content/entry-reader.server";
import type { ContentIssue } from "../app/content/normalise";

/**
 * Every loader reads the CMS through one door, which tells what a read came to: the entry, an
 * unpublished single type (404), an unreachable CMS, or a malformed entry (reported once per body).
 */

const CMS = "http://content.test";
const modal = z.object({ heading: z.string().min(1), image: z.object({ url: z.string() }).nullish() });

function doorAnswering(answer: () => { status?: number; body: unknown } | Error) {
  let requests = 0;
  const fetch: typeof globalThis.fetch = async () => {
    requests += 1;
    const answered = answer();
    if (answered instanceof Error) throw answered;
    return new Response(JSON.stringify(answered.body), { status: answered.status ?? 200 });
  };
  const issues: ContentIssue[] = [];
  const client = withContentCache(
    createContentClient({ baseUrl: CMS, fetch, timeoutMs: 2500 }),
    createContentCache({ log: () => undefined }),
  );
  const door = createEntryReader(client, (issue) => issues.push(issue));
  return { door, issues, requests: () => requests };
}

const v4Modal = {
  data: {
    id: 1,
    attributes: {
      heading: "Stay in touch",
      image: { data: { id: 2, attributes: { url: "/uploads/a.png", hash: "a", mime: "image/png" } } },
    },
  },
};

describe("the door to the CMS", () => {
  it("reads a single type in the v4 shape as its schema's output, with media served from the CMS", async () => {
    const { door } = doorAnswering(() => ({ body: v4Modal }));
    const read = await door.single("/api/subscribe-modal/", modal, { where: "subscribe-modal" })();
    expect(read).toEqual({
      outcome: "read",
      value: { heading: "Stay in touch", image: expect.objectContaining({ url: `${CMS}/uploads/a.png` }) },
    });
  });

  it("answers an unpublished single type (404) as unpublished, reporting nothing", async () => {
    const { door, issues } = doorAnswering(() => ({
      status: 404,
      body: { data: null, error: { status: 404, message: "Not Found" } },
    }));
    expect(await door.single("/api/header", modal, { where: "header" })()).toEqual({ outcome: "unpublished" });
    expect(issues).toEqual([]);
  });

  it("answers a CMS it cannot reach, or that fails, as unreachable with the cause", async () => {
    const down = doorAnswering(() => new TypeError("fetch failed"));
    const failing = doorAnswering(() => ({ status: 500, body: { error: { message: "boom" } } }));
    const reads = await Promise.all(
      [down, failing].map(({ door }) => door.single("/api/footer", modal, { where: "footer" })()),
    );
    expect(reads).toEqual([
      { outcome: "unreachable", error: expect.any(ContentRequestError) },
      {
        outcome: "unreachable",
        error: expect.objectContaining({ status: 500, message: expect.stringContaining("boom") }),
      },
    ]);
  });

  it("answers a body that is not a Strapi envelope as unreachable and reports it once", async () => {
    const { door, issues } = doorAnswering(() => ({ body: { modal: "not an envelope" } }));
    const read = door.single("/api/footer", modal, { where: "footer" });
    expect([await read(), await read()]).toEqual([
      { outcome: "unreachable", error: expect.any(ContentRequestError) },
      { outcome: "unreachable", error: expect.any(ContentRequestError) },
    ]);
    expect(issues).toEqual([expect.objectContaining({ problem: "malformed-entry", where: "/api/footer" })]);
  });

  it("reports a malformed entry once per cached body, however often it is read", async () => {
    const { door, issues, requests } = doorAnswering(() => ({ body: { data: { id: 1, heading: "" } } }));
    const read = door.single("/api/sold-out-modal/", modal, { where: "sold-out-modal" });
    expect([await read(), await read(), await read()]).toEqual(Array(3).fill({ outcome: "malformed" }));
    expect(requests()).toBe(1);
    expect(issues).toEqual([expect.objectContaining({ problem: "malformed-entry", where: "sold-out-modal" })]);
  });

  it("throws a ContentRequestError when a collection's body is not a Strapi envelope", async () => {
    const { door } = doorAnswering(() => ({ body: { pages: [] } }));
    await expect(door.collection("/api/pages/")()).rejects.toBeInstanceOf(ContentRequestError);
  });
});
