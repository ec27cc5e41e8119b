import { describe, expect, it, vi } from "vitest";
import { createContentApi } from "../app/content/api.server";
import { createContentCache } from "../app/content/cache.server";
import { withContentCache } from "../app/content/cached-client.server";
import { ContentRequestError, type ContentClient } from "../app/content/client.server";
import { followPurges, tagsOfPaths } from "../app/content/cache-tags.server";
import { pathsTouchedBy } from "../app/content/revalidation.server";
import { createShellLoader } from "../app/content/shell.server";
import { createPurger } from "../app/shared-state/purger.server";

/**
 * Content is checked and normalised once per cached response rather than per request; a purge must
 * still bring the edit through, and a malformed entry is still reported and still degrades the shell.
 */

type Bodies = Record<string, unknown>;

function cachedClient(bodies: Bodies) {
  const upstream: ContentClient = {
    baseUrl: "http://content.test",
    // A fresh object per upstream read, as JSON.parse gives the real client; no body is an unpublished type.
    get: async (path) => {
      if (!(path in bodies)) throw new ContentRequestError(`${path} answered 404`, path, 404);
      return structuredClone(bodies[path]);
    },
  };
  const cache = createContentCache({ log: () => undefined });
  const purger = createPurger({ instanceId: "this", everything: "shop" });
  followPurges(cache, purger, "shop");
  /** What the content webhook does for an edit of `model`. */
  const edited = (model: string) => purger.purge(tagsOfPaths(pathsTouchedBy({ event: "entry.update", model }), "shop"));
  return { client: withContentCache(upstream, cache), edited };
}

const footer = (copyright: string) => ({ data: { id: 1, attributes: { copyright, footerLegal: [], ctaBlocks: [] } } });
const modal = (heading: string) => ({ data: { id: 1, attributes: { heading } } });
const pages = (heading: string) => ({
  data: [{ id: 1, attributes: { slug: "home", pageSeo: { metaTitle: heading }, pageContent: [] } }],
  meta: { pagination: { pageCount: 1 } },
});

describe("per-response memo", () => {
  it("hands back the same shell parts until a webhook purges them, then the edited ones", async () => {
    const bodies: Bodies = {
      "/api/footer": footer("© 2026 Bedsmade"),
      "/api/subscribe-modal/": modal("Stay in touch"),
    };
    const { client, edited: publish } = cachedClient(bodies);
    const loadShell = createShellLoader(client, () => undefined);

    const first = await loadShell();
    const second = await loadShell();
    expect(second.footer).toBe(first.footer);
    expect(second.subscribeModal).toBe(first.subscribeModal);
    expect(first.footer?.copyright).toBe("© 2026 Bedsmade");

    bodies["/api/footer"] = footer("© 2027 Bedsmade");
    await publish("footer");
    const edited = await loadShell();
    expect(edited.footer?.copyright).toBe("© 2027 Bedsmade");
    expect(edited.subscribeModal).toBe(first.subscribeModal);
  });

  it("reports a malformed part once but keeps the shell degraded on every read", async () => {
    const report = vi.fn();
    const { client } = cachedClient({
      "/api/footer": { data: "not an entry" },
      "/api/subscribe-modal/": { data: { id: 1, attributes: { heading: "" } } },
    });
    const loadShell = createShellLoader(client, report);

    const reads = [await loadShell(), await loadShell(), await loadShell()];

    expect(reads.map((shell) => shell.degraded)).toEqual([true, true, true]);
    expect(reads.map((shell) => shell.subscribeModal)).toEqual([null, null, null]);
    expect(report.mock.calls.map(([issue]) => (issue as { where: string }).where).sort()).toEqual([
      "/api/footer",
      "subscribe-modal",
    ]);
  });

  it("normalises a page once per cached response and again after a purge", async () => {
    const bodies: Bodies = { "/api/pages/": pages("Tailored sheets") };
    const { client, edited: publish } = cachedClient(bodies);
    const api = createContentApi(client, () => undefined);

    const first = await api.getPage("home");
    expect(await api.getPage("home")).toBe(first);

    bodies["/api/pages/"] = pages("Sheets made to measure");
    await publish("page");
    const edited = await api.getPage("home");
    expect(edited).not.toBe(first);
    expect(edited?.seo).toEqual(expect.objectContaining({ title: "Sheets made to measure" }));
  });
});
