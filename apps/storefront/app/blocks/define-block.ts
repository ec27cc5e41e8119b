import type { z } from "zod";

/** Tags the parsed fields with the uid, so a parse result is already a Block. */
export function defineBlock<Uid extends string, Fields extends z.ZodType<object>>(uid: Uid, fields: Fields) {
  return { uid, schema: fields.transform((parsed) => ({ component: uid, ...parsed })) };
}
