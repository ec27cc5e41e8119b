import { describe, expect, it } from "vitest";
import { removeStaleWorkers } from "../app/site-updates/stale-workers";

/** "Stale service workers and caches are removed on load." */

describe("removing stale service workers", () => {
  it("unregisters every service worker of the site and deletes every Cache Storage entry", async () => {
    const unregistered: string[] = [];
    const caches = new Set(["old-shop-pages-v3", "old-shop-assets"]);
    const worker = (scope: string) => ({
      unregister: async () => {
        unregistered.push(scope);
        return true;
      },
    });

    await removeStaleWorkers({
      serviceWorker: { getRegistrations: async () => [worker("/"), worker("/shop/")] },
      caches: { keys: async () => [...caches], delete: async (name) => caches.delete(name) },
    });

    expect(unregistered).toEqual(["/", "/shop/"]);
    expect([...caches]).toEqual([]);
  });

  it("does nothing in a browser without service workers or Cache Storage (plain http)", async () => {
    await expect(removeStaleWorkers({})).resolves.toBeUndefined();
  });
});
