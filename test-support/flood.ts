import { execFileSync } from "node:child_process";
import http from "node:http";

/** Issue 10 item 1's flood, shared by the server's test and the bench: big posts, and the memory they cost. */

export const FIFTY_MB = 50 * 1024 * 1024;

/** A process's resident memory, in bytes. */
function residentBytes(pid: number): number {
  return (
    Number(
      execFileSync("ps", ["-o", "rss=", "-p", String(pid)])
        .toString()
        .trim(),
    ) * 1024
  );
}

/**
 * Posts `bytes` of form data to a local port (declared, or chunked with no length) and resolves with the
 * status, or "cut" when the server hung up before the sender could read one.
 */
function postBody(options: { port: number; path: string; bytes: number; chunked: boolean }): Promise<number | "cut"> {
  const { port, path, bytes, chunked } = options;
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { "Content-Type": "application/x-www-form-urlencoded" };
    if (!chunked) headers["Content-Length"] = bytes;
    const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers });
    let status: number | undefined;
    request.on("response", (response) => {
      status = response.statusCode;
      response.resume().on("end", () => resolve(status ?? "cut"));
    });
    request.on("error", () => resolve(status ?? "cut"));
    const chunk = Buffer.alloc(1024 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

export type Flood = { residentBefore: number; residentPeak: number; answers: (number | "cut")[] };

/**
 * Five 50 MB posts at once, two with no declared length, while the server's memory is sampled: a server
 * that read bodies whole could not hide 250 MB.
 */
export async function floodWithFiftyMegabytePosts(server: { port: number; pid: number }): Promise<Flood> {
  const post = (path: string, chunked: boolean) => postBody({ port: server.port, path, bytes: FIFTY_MB, chunked });
  const residentBefore = residentBytes(server.pid);
  let residentPeak = residentBefore;
  const sampler = setInterval(() => (residentPeak = Math.max(residentPeak, residentBytes(server.pid))), 100);
  const answers = await Promise.all([
    post("/api/cart", false),
    post("/buy", false),
    post("/api/forms", false),
    post("/api/forms", true),
    post("/api/revalidate", true),
  ]);
  clearInterval(sampler);
  residentPeak = Math.max(residentPeak, residentBytes(server.pid));
  return { residentBefore, residentPeak, answers };
}
