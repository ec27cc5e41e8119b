import { PassThrough } from "node:stream";

/**
 * A rendered document as one string, decoded once so no character is split across chunks. The
 * storefront sends nothing before it has the whole document (entry.server.tsx says why).
 */
export function collectDocument(pipe: (destination: NodeJS.WritableStream) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    sink.on("error", reject);
    pipe(sink);
  });
}
