import type { Core } from "@strapi/strapi";

/**
 * A line for each request the storefront sends with its X-Request-Id, so one shopper's request can be
 * followed from the storefront's log into this one (docs/OPERATIONS.md, "Logs"). Other requests stay
 * at Strapi's `http` level, hidden unless CMS_LOG_LEVEL=http.
 */

type Context = {
  method: string;
  path: string;
  status: number;
  get(field: string): string;
  set(field: string, value: string): void;
};

/** What a caller may hand on as an id: short and plain, so it cannot fill or split a log line. */
const PLAIN_ID = /^[\w.:-]{1,128}$/;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: () => Promise<void>) => {
    const offered = ctx.get("X-Request-Id");
    const requestId = PLAIN_ID.test(offered) ? offered : undefined;
    const started = performance.now();
    try {
      await next();
    } finally {
      if (requestId) ctx.set("X-Request-Id", requestId);
      const line = {
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Math.round(performance.now() - started),
      };
      // The words carry the id too: development's pretty print shows the message alone.
      const words = `${line.method} ${line.path} ${line.status} ${line.durationMs} ms`;
      if (requestId) strapi.log.info(`${words}, request ${requestId}`, line);
      else strapi.log.http(words, line);
    }
  };
