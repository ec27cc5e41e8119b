import { createHash } from "node:crypto";
import { lazy, Suspense } from "react";
import { RouterContextProvider, Scripts, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import handleRequest from "../app/entry.server";
import { ScrollRestoration } from "../app/layout/ScrollRestoration";
import { type BuildShape, serveOneRouteWith } from "./support/one-route-app";

/**
 * Over React Router's real documents, the policy entry.server.tsx sends allows every inline script,
 * so a new one fails here rather than being blocked in browsers.
 */

const HMR_RUNTIME = "/@id/__x00__virtual:react-router/inject-hmr-runtime";
const production: BuildShape = { routeDiscovery: "lazy" };
const shapes: [string, BuildShape][] = [
  ["the storefront's production build (lazy route discovery)", production],
  ["a route whose client action is a chunk of its own", { routeDiscovery: "lazy", splitPage: true }],
  ["a build that imports its whole manifest", { routeDiscovery: "initial" }],
  ["development, with hot reload", { routeDiscovery: "lazy", hmrRuntime: HMR_RUNTIME }],
];

function Sheets() {
  const { sheets } = useLoaderData<{ sheets: string[] }>();
  return <p>{sheets.join(", ")}</p>;
}

const Later = lazy(async () => ({ default: Sheets }));
function SuspendingSheets() {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Later />
    </Suspense>
  );
}

const scripts = (
  <>
    <ScrollRestoration />
    <Scripts />
  </>
);

async function documentOf(page: () => React.ReactNode, shape: BuildShape) {
  const serve = serveOneRouteWith(page, handleRequest, { ...shape, scripts });
  const response = await serve(new Request("http://shop.test/"), new RouterContextProvider());
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body = ""]) => body,
  );
  return { html, policy: response.headers.get("Content-Security-Policy") ?? "", inlineScripts };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the document's Content-Security-Policy", () => {
  it.each(shapes)("allows every inline script of a page in %s", async (_, shape) => {
    const warn = vi.spyOn(console, "warn");
    const { policy, inlineScripts } = await documentOf(Sheets, shape);
    // Scroll restoration, the context, the module script, the loader data and the end of the stream.
    expect(inlineScripts).toHaveLength(5);
    for (const script of inlineScripts) expect(policy, script).toContain(sha256(script));
    expect(warn).not.toHaveBeenCalled();
  });

  it("allows the module script the production build rewrites to run after the page has loaded", async () => {
    const { inlineScripts, policy } = await documentOf(Sheets, production);
    const deferred = inlineScripts.find((script) => script.includes("Promise.all([import("));
    expect(deferred).toBeDefined();
    expect(policy).toContain(sha256(deferred ?? ""));
  });

  it("allows every inline script of a page with a part rendered the streaming way", async () => {
    const warn = vi.spyOn(console, "warn");
    const { html, policy, inlineScripts } = await documentOf(SuspendingSheets, production);
    expect(html).toContain("<p>Classic 400, Premium 600</p>");
    expect(inlineScripts.length).toBeGreaterThanOrEqual(5);
    for (const script of inlineScripts) expect(policy, script).toContain(sha256(script));
    expect(warn).not.toHaveBeenCalled();
  });
});
