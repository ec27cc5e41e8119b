import type { Socket } from "node:net";
import type { RequestHandler } from "express";

/**
 * Requests Node accepts but the Fetch API or a URL cannot represent (TRACE, a broken Host, an
 * absolute request line) are answered here with a sentence, not a 500 (docs/security.md, "Request guards").
 */

/** Everything the storefront serves: pages and data (GET, HEAD) and forms and actions (POST). */
const SERVED_METHODS = ["GET", "HEAD", "POST"];

const METHOD_REFUSED = "This site answers only GET, HEAD and POST requests.";
const HOST_REFUSED = "This request's Host header is not a valid host name.";
const PROTOCOL_REFUSED = "This request's forwarded protocol is neither http nor https.";
const TARGET_REFUSED = "This request's address is not a path on this site.";
const HOST_MISSING = "This request names no Host, which HTTP/1.1 requires.";

/** A DNS name (underscores allowed, as some internal names use them), IPv4, or a bracketed IPv6, with an optional port. */
const VALID_HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Whether a Host (or trusted X-Forwarded-Host) can be the host of a URL of ours: some that look right
 * (port 99999, `a.123`, `[:::]`) fail in the URL parser, which was a 500.
 */
export function isValidHost(host: string): boolean {
  if (!VALID_HOST.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A trusted X-Forwarded-Proto becomes the URL's scheme as sent: `a b` broke the URL (a 500), and `ftp`
 * or `javascript` would give the site the opaque origin `null`.
 */
const isWebProtocol = (protocol: string) => /^https?$/i.test(protocol);

export function requestShapeMiddleware(): RequestHandler {
  return (request, response, next) => {
    if (!SERVED_METHODS.includes(request.method)) {
      response
        .status(405)
        .set({ Allow: SERVED_METHODS.join(", "), Connection: "close" })
        .type("text/plain");
      return void response.send(METHOD_REFUSED);
    }
    // HTTP/1.0 may leave Host out (it is then our own host); HTTP/1.1 must name one. The URL is built
    // from `request.host`: Host, or a trusted proxy's X-Forwarded-Host.
    if (!request.headers.host && request.httpVersion !== "1.0") {
      return void response.status(400).type("text/plain").send(HOST_MISSING);
    }
    const host = request.host;
    if (host && !isValidHost(host)) return void response.status(400).type("text/plain").send(HOST_REFUSED);
    if (!isWebProtocol(request.protocol)) return void response.status(400).type("text/plain").send(PROTOCOL_REFUSED);
    if (!request.originalUrl.startsWith("/")) return void response.status(400).type("text/plain").send(TARGET_REFUSED);
    next();
  };
}

/**
 * CONNECT never reaches Express: Node hands it to the server's "connect" listeners and, without one,
 * drops the connection unanswered. The storefront is not a proxy, so it says so.
 */
export function refuseConnect(_request: unknown, socket: Socket): void {
  const text = METHOD_REFUSED;
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SERVED_METHODS.join(", ")}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
