import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from "express";
import { z } from "zod";
import type { ShopContext } from "../graphql/context.js";
import type { createExecutor } from "../graphql/execute-request.js";
import { storefrontAccess, type StorefrontTokens } from "./storefront-access.js";

export const GRAPHQL_PATH = "/api/2026-04/graphql.json";
const BODY_LIMIT = "256kb";

const requestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

/** Shopify's answer when the body carries no usable `query`. */
const MISSING_QUERY_BODY = { errors: { query: "Required parameter missing or invalid" } };

function allowCrossOrigin(response: Response): void {
  // The Storefront API is public and called from browsers; the token, not the origin, is the gate.
  response.setHeader("Access-Control-Allow-Origin", "*");
  response.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
  response.setHeader(
    "Access-Control-Allow-Headers",
    "Content-Type, Accept, X-Shopify-Storefront-Access-Token, X-SDK-Variant, X-SDK-Version, X-SDK-Variant-Source",
  );
}

const bodyErrors: ErrorRequestHandler = (error: unknown, _request, response, next) => {
  const type = typeof error === "object" && error !== null && "type" in error ? error.type : undefined;
  if (type === "entity.too.large") {
    response
      .status(413)
      .json({ errors: [{ message: "Request body too large", extensions: { code: "PAYLOAD_TOO_LARGE" } }] });
  } else if (type === "entity.parse.failed" || type === "charset.unsupported" || type === "encoding.unsupported") {
    response.status(400).json(MISSING_QUERY_BODY);
  } else {
    next(error);
  }
};

export function graphqlRouter(options: {
  tokens: StorefrontTokens;
  run: ReturnType<typeof createExecutor>;
  context: (clientAddress: string) => ShopContext;
}): Router {
  const router = express.Router();
  router.options(GRAPHQL_PATH, (_request, response) => {
    allowCrossOrigin(response);
    response.status(204).end();
  });
  const requireToken: RequestHandler = (request, response, next) => {
    allowCrossOrigin(response);
    const access = storefrontAccess(request, options.tokens);
    if (!access.allowed) {
      response.status(401).json({ errors: [{ message: "", extensions: { code: "UNAUTHORIZED" } }] });
      return;
    }
    response.locals.clientAddress = access.clientAddress;
    next();
  };
  router.post(
    GRAPHQL_PATH,
    requireToken,
    express.json({ limit: BODY_LIMIT }),
    express.text({ type: "application/graphql", limit: BODY_LIMIT }),
    bodyErrors,
    async (request: Request, response: Response) => {
      const raw: unknown = typeof request.body === "string" ? { query: request.body } : request.body;
      const parsed = requestSchema.safeParse(raw);
      if (!parsed.success) {
        response.status(400).json(MISSING_QUERY_BODY);
        return;
      }
      const body = await options.run(parsed.data, options.context(z.string().parse(response.locals.clientAddress)));
      response.status(200).json(body);
    },
  );
  router.all(GRAPHQL_PATH, (_request, response) => {
    allowCrossOrigin(response);
    response.setHeader("Allow", "POST, OPTIONS");
    response
      .status(405)
      .json({ errors: [{ message: "Method Not Allowed", extensions: { code: "METHOD_NOT_ALLOWED" } }] });
  });
  return router;
}
