import type { z } from "zod";

/**
 * A block's schema: it reads the flattened Strapi fields and outputs the domain block tagged with
 * its component uid, so a parse result is already a Block. `uid` keys the server's schema set
 * (schemas.server.ts); `fields` may rename Strapi fields with a transform of its own.
 */
export function defineBlock<Uid extends string, Fields extends z.ZodType<object>>(uid: Uid, fields: Fields) {
  return { uid, schema: fields.transform((parsed) => ({ component: uid, ...parsed })) };
}
