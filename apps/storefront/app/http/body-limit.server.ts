import type { IncomingMessage } from "node:http";
import { MESSAGE_MAX_LENGTH } from "@bedsmade/form-rules";
import type { RequestHandler, Response } from "express";

/**
 * Every request body is read here, once, and only up to what its route can need, counted in bytes
 * before any parsing, so no route holds more than its limit (docs/security.md, "Body limits").
 */

const KB = 1024;

/**
 * POST /api/forms: the longest message at 9 bytes a character (urlencoded UTF-8), plus 16 KB. Read
 * up to four times over, so its writer gets their text back (docs/security.md, "Body limits").
 */
const OVER_LONG_MESSAGES_READ = 4;
const FORM_BODY_LIMIT = MESSAGE_MAX_LENGTH * 9 * OVER_LONG_MESSAGES_READ + 16 * KB;

/** POST /api/revalidate: the seed's largest page is about 53 KB with every block populated. */
const WEBHOOK_BODY_LIMIT = 1024 * KB;

/** POST /api/cart, /buy and the rest: the longest cart intent is about 2 KB (docs/security.md, "Body limits"). */
const CART_BODY_LIMIT = 16 * KB;

/** The limit of a path's route family; React Router's data requests (`/api/forms.data`) share their route's. */
export function bodyLimitOf(path: string): number {
  const route = path
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  if (route === "/api/forms") return FORM_BODY_LIMIT;
  if (route === "/api/revalidate") return WEBHOOK_BODY_LIMIT;
  return CART_BODY_LIMIT;
}

const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The body bodyLimitMiddleware read for this request (undefined for GET and HEAD, which have none). */
export function bufferedBody(request: IncomingMessage): Buffer | undefined {
  return bodies.get(request);
}

/** A body at most this much over its limit is drained, not held, so the client reads our 413, not a broken pipe. */
const DRAIN_ALLOWANCE = 1024 * KB;

function refuse(response: Response, limit: number, drainRest: boolean): void {
  if (!drainRest) response.set("Connection", "close");
  response
    .status(413)
    .set("Cache-Control", "no-store")
    .type("text/plain")
    .send(`This request is larger than this address accepts (at most ${Math.round(limit / KB)} KB).`);
}

export function bodyLimitMiddleware(limitOf: (path: string) => number = bodyLimitOf): RequestHandler {
  return (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    const limit = limitOf(request.path);
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > limit) return refuse(response, limit, declared <= limit + DRAIN_ALLOWANCE);

    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      request.off("data", onData);
      request.off("end", onEnd);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return void chunks.push(chunk);
      stop();
      request.pause();
      refuse(response, limit, false);
    };
    const onEnd = () => {
      stop();
      bodies.set(request, Buffer.concat(chunks));
      next();
    };
    request.on("data", onData);
    request.on("end", onEnd);
    // A visitor who gives up mid-upload gets no answer: there is no one left to read it.
    request.once("error", stop);
  };
}
