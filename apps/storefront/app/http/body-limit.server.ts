import type { IncomingMessage } from "node:http";
import { MESSAGE_MAX_LENGTH } from "@bedsmade/form-rules";
import type { RequestHandler, Response } from "express";

/**
 * Every request body is read here, once, before React Router sees the request, and only up to what
 * its route can need: a body declared larger is refused from its Content-Length, and one sent in
 * chunks is counted as it arrives and refused the moment it passes the limit, so no route ever
 * holds more than its limit in memory (a 200 MB post used to be parsed whole). Urlencoded,
 * multipart and JSON alike: the limit is on bytes, before any parsing.
 */

const KB = 1024;

/**
 * POST /api/forms: the longest honest form is a contact form whose message is MESSAGE_MAX_LENGTH
 * characters, each up to 3 bytes of UTF-8 and each byte up to 3 characters once urlencoded (`%E2`),
 * so 9 bytes a character; 16 KB more covers the email, mobile, return path and a multipart
 * encoding's boundaries. A message up to four times too long is still read, so its writer gets the
 * form back with their text and the rule it broke rather than a bare 413 that loses it (a pasted
 * letter in Chinese is 7,000 characters, 63 KB, more than the honest limit).
 */
const OVER_LONG_MESSAGES_READ = 4;
const FORM_BODY_LIMIT = MESSAGE_MAX_LENGTH * 9 * OVER_LONG_MESSAGES_READ + 16 * KB;

/**
 * POST /api/revalidate: Strapi's webhook carries the changed entry. The seed's largest page is about
 * 53 KB even with every block populated, so 1 MB leaves a long page plenty of room.
 */
const WEBHOOK_BODY_LIMIT = 1024 * KB;

/**
 * POST /api/cart and /buy (and every other route, none of which reads a body): the longest cart
 * intent is a line id of at most 512 characters with a return path, about 2 KB urlencoded or in
 * multipart; 16 KB leaves room for a return path as long as a long page address.
 */
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

/**
 * A declared body at most this much over its limit is read and dropped after the answer (Node discards it,
 * holding none of it), so a client that sent a little too much reads our 413 rather than a broken pipe.
 * Anything larger, or a chunked body of unknown length, ends with the connection instead.
 */
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
