import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

/** What a caller may hand on as an id: short and plain, so it cannot fill or split a log line. */
const PLAIN_ID = /^[\w.:-]{1,128}$/;

/**
 * One line per request with the storefront's X-Request-Id, so a shopper's request can be followed
 * here. Its path never carries the query, where a checkout's token may be.
 */
export function accessLog(logger: Logger): RequestHandler {
  return pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    wrapSerializers: false,
    quietReqLogger: true,
    customAttributeKeys: { reqId: "requestId", responseTime: "durationMs" },
    genReqId: (request, response) => {
      const offered = request.headers["x-request-id"];
      const requestId = typeof offered === "string" && PLAIN_ID.test(offered) ? offered : randomUUID();
      response.setHeader("X-Request-Id", requestId);
      return requestId;
    },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? "error" : response.statusCode >= 400 ? "warn" : "info",
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    // A 5xx with no error behind it gets a made-up one from pino-http; its stack would point only at pino-http.
    customErrorObject: (_request, response, error, value: Record<string, unknown>) => {
      if (error.message !== `failed with status code ${response.statusCode}`) return value;
      const { err: _made, ...line } = value;
      return line;
    },
    serializers: {
      req: (request: Request) => ({ method: request.method, path: request.originalUrl.split("?")[0] }),
      res: (response: ServerResponse) => ({ status: response.statusCode }),
    },
  });
}
