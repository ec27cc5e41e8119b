import { Writable } from "node:stream";
import { lazy, type ReactNode, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  createRequestHandler,
  type EntryContext,
  Outlet,
  Scripts,
  type ServerBuild,
  ServerRouter,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import { renderDocument } from "../app/http/render-document.server";

/** A one-route app served by React Router's own request handler, its document rendered by `entry`. */
function serve(page: () => ReactNode, entry: (app: ReactNode, context: EntryContext) => Promise<string>) {
  function Root() {
    return (
      <html lang="en-AU">
        <head />
        <body>
          <Outlet />
          <Scripts />
        </body>
      </html>
    );
  }
  const route = (id: string, parentId: string | undefined, path: string | undefined) => ({
    id,
    parentId,
    path,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/${id}.js`,
    imports: [],
  });
  const build = {
    entry: {
      module: {
        default: async (request: Request, status: number, headers: Headers, context: EntryContext) =>
          new Response(await entry(<ServerRouter context={context} url={request.url} />, context), { status, headers }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: Root, loader: () => ({ shop: "Bedsmade" }) } },
      page: {
        id: "page",
        parentId: "root",
        index: true,
        module: { default: page, loader: () => ({ sheets: ["Classic 400", "Premium 600"], price: 18900 }) },
      },
    },
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: { root: route("root", undefined, ""), page: { ...route("page", "root", undefined), index: true } },
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}

/** React Router's default: the streaming render, every boundary waited for. */
function streamed(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(app, {
      onAllReady() {
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding: string, done: () => void) {
              chunks.push(chunk);
              done();
            },
            final(done: () => void) {
              resolve(Buffer.concat(chunks).toString("utf8"));
              done();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

function Sheets() {
  const { sheets } = useLoaderData<{ sheets: string[] }>();
  return (
    <ul>
      {sheets.map((sheet) => (
        <li key={sheet}>{sheet}</li>
      ))}
    </ul>
  );
}

const get = (handler: ReturnType<typeof serve>) => handler(new Request("http://shop.test/"));

describe("a document rendered whole", () => {
  it("is the document React Router's streaming render gives, loader data and all", async () => {
    const atOnce = await (
      await get(serve(Sheets, async (app, context) => (await renderDocument(app, context, 1000)).html))
    ).text();
    const streaming = await (await get(serve(Sheets, (app) => streamed(app)))).text();
    expect(atOnce).toContain("<li>Premium 600</li>");
    expect(atOnce, "the loader data reaches the browser").toContain('\\"Premium 600\\"');
    expect(atOnce).toContain("streamController.close()");
    expect(atOnce).toBe(streaming);
  });

  it("waits for a part of the page that suspends rather than leaving it to the browser", async () => {
    const Later = lazy(async () => ({ default: () => <p>Sized to your mattress</p> }));
    const page = () => (
      <Suspense fallback={<p>Loading…</p>}>
        <Later />
      </Suspense>
    );
    const html = await (
      await get(serve(page, async (app, context) => (await renderDocument(app, context, 1000)).html))
    ).text();
    expect(html).toContain("<p>Sized to your mattress</p>");
    expect(html).not.toContain("Loading…");
  });

  it("reports a part that failed behind a boundary, so the page is not answered as a success", async () => {
    const Broken = () => {
      throw new Error("a broken block");
    };
    const page = () => (
      <Suspense fallback={<p>Loading…</p>}>
        <Broken />
      </Suspense>
    );
    let failed: boolean | undefined;
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (error: unknown) => errors.push(error);
    try {
      await get(
        serve(page, async (app, context) => {
          const rendered = await renderDocument(app, context, 1000);
          failed = rendered.failed;
          return rendered.html;
        }),
      );
    } finally {
      console.error = log;
    }
    expect(failed).toBe(true);
    expect(errors.map(String)).toContain("Error: a broken block");
  });
});
