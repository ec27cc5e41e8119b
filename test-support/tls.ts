import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * TLS as a deployment has it, made on the spot with Debian's openssl: a throw-away certificate authority
 * and a certificate for localhost it signed, and a TLS-terminating load balancer (https outside, plain
 * http to the service inside, the Host header preserved, the visitor's protocol and address passed on in
 * X-Forwarded-Proto and X-Forwarded-For, as AWS's and Google's balancers do). A client that trusts the
 * authority (NODE_EXTRA_CA_CERTS) sees a valid certificate, as it would a real one.
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

/**
 * A balancer in front of `target`. With `visitorAddress`, every request comes from that visitor; without
 * it, the caller's own X-Forwarded-For is kept and the balancer's peer appended, as a chain of proxies does.
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
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-proto": "https", "x-forwarded-for": forwardedFor },
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
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
