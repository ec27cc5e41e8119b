import { describe, expect, it, vi } from "vitest";
import { ContentRequestError } from "../app/content/client.server";
import { loadContent } from "../app/content/content.server";
import { contentRouteHeaders } from "../app/content-pages/http-cache.server";

/** React Router's `data()` result: what a loader throws to answer with a status. */
type ThrownData = { type: string; data: unknown; init: { status: number; headers: Record<string, string> } };

describe("content failures", () => {
  it("become a calm 503 that is never stored, with the cause logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new ContentRequestError(
      "Content request GET http://content.test/api/pages/ timed out after 5000 ms",
      "http://content.test/api/pages/",
    );
    const thrown = await loadContent(() => Promise.reject(failure)).catch((error: unknown) => error as ThrownData);
    expect(thrown.init.status).toBe(503);
    expect(thrown.data).toBe("Our pages are taking a short rest. Please try again in a minute.");
    expect(thrown.init.headers["Cache-Control"]).toBe("no-store");
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("timed out after 5000 ms"));
    errors.mockRestore();
  });

  it("leave other errors (bugs) to the error boundary", async () => {
    const bug = new TypeError("x is undefined");
    await expect(loadContent(() => Promise.reject(bug))).rejects.toBe(bug);
  });

  it("pages that fail are never cached by a CDN, pages that load are", () => {
    const loaded = new Headers({
      "Cache-Control": "public, max-age=0, must-revalidate, s-maxage=3604800, stale-while-revalidate=86400",
    });
    const empty = new Headers();
    const args = { loaderHeaders: loaded, parentHeaders: empty, actionHeaders: empty };
    expect(new Headers(contentRouteHeaders({ ...args, errorHeaders: undefined })).get("Cache-Control")).toBe(
      loaded.get("Cache-Control"),
    );
    const failed = new Headers(contentRouteHeaders({ ...args, errorHeaders: new Headers({ "Retry-After": "60" }) }));
    expect(failed.get("Cache-Control")).toBe("no-store");
    expect(failed.get("Retry-After")).toBe("60");
  });

  it("are not stored by a CDN when the root's shell came back incomplete", () => {
    const loaded = new Headers({
      "Cache-Control": "public, max-age=0, must-revalidate, s-maxage=3604800, stale-while-revalidate=86400",
    });
    const degradedRoot = new Headers({ "Cache-Control": "no-store" });
    const headers = contentRouteHeaders({
      loaderHeaders: loaded,
      parentHeaders: degradedRoot,
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(new Headers(headers).get("Cache-Control")).toBe("no-store");
  });
});
