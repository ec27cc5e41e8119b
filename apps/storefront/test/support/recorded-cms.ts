import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { callOfPath, recordedAnswer } from "../fixtures/cms/recorded";

/**
 * The recorded answers over HTTP, so the real server.ts renders without Strapi. An unrecorded call is a
 * 404, as Strapi answers an unknown route.
 */
export async function serveRecordedCms(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const call = callOfPath(new URL(request.url ?? "/", "http://cms.test").pathname);
    response.setHeader("Content-Type", "application/json");
    if (call === null) return void response.writeHead(404).end('{"data":null,"error":{"status":404}}');
    response.end(JSON.stringify(recordedAnswer("v5", call)));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
