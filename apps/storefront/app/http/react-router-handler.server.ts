import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { bufferedBody } from "./body-limit.server.js";
import { servingClientOf } from "./client-address.server.js";
import { documentBytesOf } from "./document-body.js";

/**
 * React Router behind Express, as @react-router/express does it, except that a request's body is the
 * one bodyLimitMiddleware has already read within its route's limit, never the raw socket stream.
 */

/** The origin a request was addressed to, as Express reads it (X-Forwarded-* only from a trusted proxy). */
export function requestOrigin(request: ExpressRequest): string {
  return `${request.protocol.toLowerCase()}://${request.host || "localhost"}`;
}

function fetchRequestOf(request: ExpressRequest, response: ExpressResponse): Request {
  const controller = new AbortController();
  // A visitor who leaves before the answer is sent aborts the loaders still running for them.
  response.on("close", () => {
    if (!response.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, each);
  }
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : bufferedBody(request);
  return new Request(`${requestOrigin(request)}${request.originalUrl}`, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: body ? new Uint8Array(body) : null,
  });
}

async function send(response: ExpressResponse, answer: Response): Promise<void> {
  if (response.destroyed || response.writableEnded) return void (await answer.body?.cancel());
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers) response.append(name, value);
  if (!answer.body) return void response.end();
  // A rendered document goes to the socket as the bytes the entry made (http/document-body.ts).
  const documentBytes = documentBytesOf(answer);
  if (documentBytes) return void response.end(documentBytes);
  try {
    await writeReadableStreamToWritable(answer.body, response);
  } catch (error) {
    // The visitor went away mid-answer: nothing is wrong on our side.
    if (!response.destroyed) throw error;
  }
}

export function reactRouterHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "development" | "production",
): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (request, response, next) => {
    try {
      const fetchRequest = fetchRequestOf(request, response);
      await send(response, await servingClientOf(fetchRequest, () => handle(fetchRequest)));
    } catch (error) {
      next(error);
    }
  };
}
