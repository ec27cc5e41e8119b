import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { waitFor } from "../../../../test-support/processes.js";
import type { Json } from "./cms.js";

/** A stand-in for the storefront's `POST /api/revalidate`: it records every webhook Strapi sends. */
export type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: Json };

export type Receiver = {
  /** The URL to give the CMS as CONTENT_WEBHOOK_URL. */
  readonly url: string;
  readonly received: Received[];
  /** The first webhook (received already or still to come) that matches. */
  next(matches: (hook: Received) => boolean, what: string): Promise<Received>;
  close(): Promise<void>;
};

export async function startReceiver(port: number): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      let body: Json = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text: a test asserting on the body will show it
      }
      received.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"revalidated":true}');
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${port}/api/revalidate`,
    received,
    next: (matches, what) => waitFor(() => received.find(matches), what, 15_000),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
