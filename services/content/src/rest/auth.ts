import { timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { forbidden, unauthorized } from "./errors.js";

function bearerToken(request: Request): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function hasBearer(request: Request, expected: string): boolean {
  const token = bearerToken(request);
  return token !== undefined && sameSecret(token, expected);
}

/**
 * Strapi's API-token check once the public role has no permissions: no credentials is 403,
 * a token that is not valid is 401 (Strapi does not fall back to the public role).
 */
export function requireApiToken(token: string | undefined, exempt: (request: Request) => boolean): RequestHandler {
  return (request, _response, next) => {
    if (!token || exempt(request)) return next();
    if (request.headers.authorization === undefined) throw forbidden();
    if (!hasBearer(request, token)) throw unauthorized();
    next();
  };
}
