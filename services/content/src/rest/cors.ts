import type { RequestHandler } from "express";

const ALLOWED_METHODS = "GET,POST,PUT,PATCH,DELETE,HEAD,OPTIONS";
const ALLOWED_HEADERS = "Content-Type,Authorization,Origin,Accept";

/**
 * Strapi's default strapi::cors settings (origin *, credentials on), which make its middleware
 * echo the caller's origin: browsers can post forms straight to /api/ezforms/submit.
 */
export const strapiCors: RequestHandler = (request, response, next) => {
  const origin = request.headers.origin;
  if (!origin) return next();
  response.setHeader("Vary", "Origin");
  response.setHeader("Access-Control-Allow-Origin", origin);
  response.setHeader("Access-Control-Allow-Credentials", "true");
  if (request.method !== "OPTIONS" || !request.headers["access-control-request-method"]) return next();
  response.setHeader("Access-Control-Allow-Methods", ALLOWED_METHODS);
  response.setHeader("Access-Control-Allow-Headers", request.headers["access-control-request-headers"] ?? ALLOWED_HEADERS);
  response.status(204).end();
};
