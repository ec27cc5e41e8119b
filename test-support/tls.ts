import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * TLS as a deployment has it: a throw-away certificate authority, and a TLS-terminating balancer that
 * passes the visitor's protocol and address on as cloud balancers do.
 */

export type LocalCertificates = {
  /** The authority's certificate, in a file for NODE_EXTRA_CA_CERTS. */
  authorityFile: string;
  key: Buffer;
  cert: Buffer;
  remove(): void;
};

export function localCertificates(): LocalCertificates {
  const folder = mkdtempSync(path.join(os.tmpdir(), "bedsmade-tls-"));
  const file = (name: string) => path.join(folder, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "ignore" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=Bedsmade local authority",
    "-keyout",
    file("authority.key"),
    "-out",
    file("authority.pem"),
  );
  openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-subj",
    "/CN=localhost",
    "-keyout",
    file("key.pem"),
    "-out",
    file("request.csr"),
  );
  writeFileSync(file("names.cnf"), "subjectAltName=DNS:localhost,IP:127.0.0.1\n");
  openssl(
    "x509",
    "-req",
    "-in",
    file("request.csr"),
    "-CA",
    file("authority.pem"),
    "-CAkey",
    file("authority.key"),
    "-CAcreateserial",
    "-days",
    "1",
    "-extfile",
    file("names.cnf"),
    "-out",
    file("cert.pem"),
  );
  return {
    authorityFile: file("authority.pem"),
    key: readFileSync(file("key.pem")),
    cert: readFileSync(file("cert.pem")),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

export type TlsProxy = { url: string; port: number; close(): Promise<void> };

/** nginx's `client_max_body_size` of this balancer: bodies above it are refused here, as nginx refuses them. */
const BALANCER_BODY_LIMIT = 8 * 1024 * 1024;

/** Reads a visitor's whole body, as nginx does before it asks the service (`proxy_request_buffering on`). */
function readBody(request: http.IncomingMessage): Promise<Buffer | "too large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BALANCER_BODY_LIMIT) chunks.push(chunk);
    });
    request.on("end", () => resolve(size > BALANCER_BODY_LIMIT ? "too large" : Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function answerPlainly(response: http.ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" }).end(text);
}

/**
 * Without `visitorAddress`, the caller's X-Forwarded-For is kept and extended, as a chain of proxies
 * does. Like nginx, it buffers the body, so an early 403 or 413 reaches the visitor, not a cut upload.
 */
export async function startTlsProxy(
  target: string,
  certificates: Pick<LocalCertificates, "key" | "cert">,
  visitorAddress?: string,
): Promise<TlsProxy> {
  const upstream = new URL(target);
  const server = https.createServer({ key: certificates.key, cert: certificates.cert }, (request, response) => {
    const peer = request.socket.remoteAddress ?? "127.0.0.1";
    const chain = request.headers["x-forwarded-for"];
    const forwardedFor = visitorAddress ?? (chain ? `${String(chain)}, ${peer}` : peer);
    void readBody(request).then(
      (body) => {
        if (body === "too large") return answerPlainly(response, 413, "The balancer takes bodies of at most 8 MB.");
        const headers = { ...request.headers, "x-forwarded-proto": "https", "x-forwarded-for": forwardedFor };
        delete headers["transfer-encoding"];
        if (body.length > 0 || request.headers["content-length"] !== undefined)
          headers["content-length"] = String(body.length);
        const forwarded = http.request(
          { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            answer.on("aborted", () => response.destroy());
            answer.pipe(response);
          },
        );
        forwarded.on("error", () => {
          if (response.headersSent) response.destroy();
          else answerPlainly(response, 502, "The service behind the balancer did not answer.");
        });
        forwarded.end(body);
      },
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    port,
    // Kept-alive connections end too, so a closed balancer is as unreachable as a host that went away.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
