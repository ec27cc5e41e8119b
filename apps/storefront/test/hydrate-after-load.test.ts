import { describe, expect, it, vi } from "vitest";
import { FALLBACK_MS, hydrateAfterLoad } from "../app/http/hydrate-after-load.server";

/** The head and the module script as React Router 7 renders them (trimmed from a served page). */
const moduleScript = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

const rendered = [
  '<!DOCTYPE html><html lang="en-AU"><head>',
  '<link rel="stylesheet" href="/assets/app-D.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C.js"/>',
  '<link rel="modulepreload" href="/assets/chunk-E.js"/>',
  '<link rel="modulepreload" href="/assets/root-A.js"/>',
  '<link rel="modulepreload" href="/assets/home-B.js"/>',
  "</head><body><main>The page</main>",
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${moduleScript}</script>`,
  "</body></html>",
].join("");

function deferredScript(html: string): string {
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error("no module script in the document");
  return script;
}

/** Runs the rewritten script against a stand-in browser: `import()` is the one thing renamed to be observed. */
function runInBrowser(script: string, readyState: "loading" | "complete") {
  const imported: string[] = [];
  const preloaded: string[] = [];
  const listeners: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    readyState,
    head: { append: (link: { href: string }) => preloaded.push(link.href) },
    createElement: () => ({ rel: "", href: "" }),
  };
  const importModule = (specifier: string) => {
    imported.push(specifier);
    return Promise.resolve({ specifier });
  };
  const run = new Function(
    "window",
    "document",
    "addEventListener",
    "setTimeout",
    "importModule",
    script.replaceAll("import(", "importModule("),
  );
  run(
    window,
    document,
    (type: string, listener: () => void) => type === "load" && listeners.push(listener),
    (callback: () => void, ms: number) => (ms === FALLBACK_MS ? timers : tasks).push(callback),
    importModule,
  );
  return {
    imported,
    preloaded,
    window,
    load: () => listeners.forEach((listener) => listener()),
    /** Runs the tasks queued so far (setTimeout 0), and the ones they queue, as the event loop would. */
    runTasks: () => {
      for (let task = tasks.shift(); task; task = tasks.shift()) task();
    },
    fallback: () => timers.forEach((timer) => timer()),
  };
}

describe("the app's scripts load after the page has", () => {
  it("takes the module preloads out of the head and leaves the stylesheet", () => {
    const html = hydrateAfterLoad(rendered);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-D.css" data-precedence="default"/>');
    expect(deferredScript(html)).not.toMatch(/^\s*;?\s*import \*/m);
  });

  it("imports nothing while the page is still loading", () => {
    const browser = runInBrowser(deferredScript(hydrateAfterLoad(rendered)), "loading");
    expect(browser.imported).toEqual([]);
    expect(browser.preloaded).toEqual([]);
  });

  it("at load, preloads every module side by side, then hands React Router the route modules and starts the app", async () => {
    const browser = runInBrowser(deferredScript(hydrateAfterLoad(rendered)), "loading");
    browser.load();
    expect(browser.imported).toEqual(["/assets/root-A.js", "/assets/home-B.js"]);
    browser.runTasks();
    expect(browser.preloaded).toEqual([
      "/assets/entry.client-C.js",
      "/assets/chunk-E.js",
      "/assets/root-A.js",
      "/assets/home-B.js",
    ]);
    await vi.waitFor(() => expect(browser.imported).toContain("/assets/entry.client-C.js"));
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-A.js" },
      "routes/home": { specifier: "/assets/home-B.js" },
    });
    expect(browser.window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-C.js" } });
  });

  it("asks for one module per task, so no task of the load event asks the browser for them all", () => {
    const browser = runInBrowser(deferredScript(hydrateAfterLoad(rendered)), "loading");
    browser.load();
    expect(browser.preloaded).toEqual(["/assets/entry.client-C.js"]);
  });

  it("starts at once when the page had already loaded, and only once when the fallback timer fires too", async () => {
    const browser = runInBrowser(deferredScript(hydrateAfterLoad(rendered)), "complete");
    browser.fallback();
    browser.load();
    await vi.waitFor(() => expect(browser.imported).toContain("/assets/entry.client-C.js"));
    expect(browser.imported).toEqual(["/assets/root-A.js", "/assets/home-B.js", "/assets/entry.client-C.js"]);
  });

  it(`starts after ${FALLBACK_MS} ms when something keeps the load event away`, () => {
    const browser = runInBrowser(deferredScript(hydrateAfterLoad(rendered)), "loading");
    browser.fallback();
    expect(browser.imported).toEqual(["/assets/root-A.js", "/assets/home-B.js"]);
  });

  it("sends a document whose module script it does not know unchanged", () => {
    const unknown = rendered.replace(
      'import * as route1 from "/assets/home-B.js";',
      'import { x } from "/assets/home-B.js";',
    );
    expect(hydrateAfterLoad(unknown)).toBe(unknown);
    const withoutScripts = "<!DOCTYPE html><html><head></head><body>Static</body></html>";
    expect(hydrateAfterLoad(withoutScripts)).toBe(withoutScripts);
  });
});
