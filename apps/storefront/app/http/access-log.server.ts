import { randomUUID } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { currentRequestId, log, withRequestId } from "../log.server.js";
import { PAGE_CACHE_HEADER } from "./page-cache.server.js";

const REQUEST_ID_HEADER = "X-Request-Id";

/** What a proxy may hand on as an id: short and plain, so a hostile one cannot fill or split a log line. */
const PLAIN_ID = /^[\w.:-]{1,128}$/;

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * One access line per request and its id on every line logged while it is handled. What a line holds
 * and never holds: docs/OPERATIONS.md, "Logs".
 */
export function accessLog(): RequestHandler {
  const lines = pinoHttp<IncomingMessage, ServerResponse>({
    logger: log,
    wrapSerializers: false,
    // The logger's own mixin adds requestId to every line, this one included.
    quietReqLogger: false,
    customAttributeKeys: { responseTime: "durationMs" },
    genReqId: (request) => (request as unknown as { requestId: string }).requestId,
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? "error" : response.statusCode >= 400 ? "warn" : "info",
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    // The route is known only once the request has been routed, after the line's other bindings were made.
    customSuccessObject: (request, _response, value: Record<string, unknown>) => ({
      route: routeOf(request as Request),
      ...value,
    }),
    // A 5xx with no error behind it gets a made-up one from pino-http; its stack would point only at pino-http.
    customErrorObject: (request, response, error, value: Record<string, unknown>) => {
      const line: Record<string, unknown> = { route: routeOf(request as Request), ...value };
      if (error.message !== `failed with status code ${response.statusCode}`) return line;
      const { err: _made, ...rest } = line;
      return rest;
    },
    serializers: {
      req: (request: Request) => ({
        method: request.method,
        client: truncatedAddress(request.ip ?? request.socket.remoteAddress ?? ""),
      }),
      res: (response: ServerResponse) => ({
        status: response.statusCode,
        pageCache: response.getHeader(PAGE_CACHE_HEADER),
        bytes: bytesSent.get(response) ?? 0,
      }),
    },
  });
  return (request, response, next) => {
    const requestId = requestIdOf(request);
    (request as unknown as { requestId: string }).requestId = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    countBytes(response);
    withRequestId(requestId, () => lines(request, response, next));
  };
}

/** The header that carries this request's id on to the CMS and the shop, so their lines can be found by it. */
export function requestIdHeader(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}

/** A proxy's id only when TRUST_PROXY trusts the sender, as Express believes its forwarded address. */
function requestIdOf(request: Request): string {
  const offered = request.get(REQUEST_ID_HEADER);
  const trusts = request.app.get("trust proxy fn") as TrustFunction;
  if (offered && PLAIN_ID.test(offered) && trusts(request.socket.remoteAddress ?? "", 0)) return offered;
  return randomUUID();
}

/** The matched route's pattern where Express has one (e.g. /_image/:name), else the path; never the query. */
function routeOf(request: Request): string {
  const pattern = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === "string") return `${request.baseUrl}${pattern}`;
  return (request.originalUrl.split("?")[0] ?? "").slice(0, 200);
}

/** The /24 of an IPv4 address and the /48 of an IPv6 one: enough to see a flood, not to name a shopper. */
export function truncatedAddress(address: string): string {
  const bare = address.replace(/^::ffff:(?=\d+\.)/i, "").split("%")[0] ?? "";
  if (isIPv4(bare)) return `${bare.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(bare)) return "unknown";
  const [head = "", tail] = bare.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const written = [...groups(head), ...groups(tail ?? "")];
  const full =
    tail === undefined ? written : [...groups(head), ...Array(8 - written.length).fill("0"), ...groups(tail)];
  return `${full
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/48`;
}

/** Bytes of the body as sent, after compression: counted under compression's own writes. */
const bytesSent = new WeakMap<ServerResponse, number>();

function countBytes(response: ServerResponse): void {
  bytesSent.set(response, 0);
  const write = response.write.bind(response) as (...parts: unknown[]) => boolean;
  const end = response.end.bind(response) as (...parts: unknown[]) => ServerResponse;
  const add = (chunk: unknown) => {
    const size =
      typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : 0;
    bytesSent.set(response, (bytesSent.get(response) ?? 0) + size);
  };
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    add(chunk);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== "function") add(chunk);
    return end(chunk, ...rest);
  }) as ServerResponse["end"];
}
