import { Writable } from "node:stream";
import { lazy, type ReactNode, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { renderDocument } from "../app/http/render-document.server";
import { serveOneRoute as serve } from "./support/one-route-app";

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
