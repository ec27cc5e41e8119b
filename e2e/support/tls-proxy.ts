import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A TLS-terminating load balancer of the test's own: https outside with a self-signed certificate, plain
 * http to the storefront inside, the Host header preserved and the visitor's protocol and address passed
 * on in X-Forwarded-Proto and X-Forwarded-For, as AWS's and Google's balancers do.
 */
export type TlsProxy = { url: string; close(): Promise<void> };

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(path.join(os.tmpdir(), "bedsmade-tls-"));
  try {
    const [key, cert] = [path.join(folder, "key.pem"), path.join(folder, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function startTlsProxy(target: string, visitorAddress: string): Promise<TlsProxy> {
  const upstream = new URL(target);
  const server = https.createServer(selfSignedCertificate(), (request, response) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-proto": "https", "x-forwarded-for": visitorAddress },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
