import { randomUUID } from "node:crypto";
import { z } from "zod";
import { config } from "../config.server";
import { cookieValue, setCookieLine } from "../cookies";

/**
 * The shopper's session id cookie (max-age 864000000): a random UUID, so nobody can guess another
 * shopper's. Set only on answers that are never shared (visitor-cookies.server.ts).
 */

export const SESSION_MAX_AGE_SECONDS = 864_000_000;
export const sessionCookieName = `${config.appKey}_session`;
const secure = process.env.NODE_ENV === "production";

/** Only an id we could have written: anything else in the cookie was not ours and is replaced. */
const sessionId = z.uuid();

export type Session = { id: string; setCookie: string | null };

// A request without the cookie is given one id, however many parts of its answer ask (the cart line's
// uid and the Set-Cookie must agree).
const sessions = new WeakMap<Request, Session>();

export function sessionOf(request: Request): Session {
  const known = sessions.get(request);
  if (known) return known;
  const session = readOrCreate(request);
  sessions.set(request, session);
  return session;
}

function readOrCreate(request: Request): Session {
  const read = sessionId.safeParse(cookieValue(request.headers.get("Cookie"), sessionCookieName));
  if (read.success) return { id: read.data, setCookie: null };
  const id = randomUUID();
  return {
    id,
    setCookie: setCookieLine(sessionCookieName, id, { maxAgeSeconds: SESSION_MAX_AGE_SECONDS, httpOnly: true, secure }),
  };
}
