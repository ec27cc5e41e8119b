import type { z } from "zod";
import type { Block } from "./block";

/**
 * Every block's schema, keyed by the uid it declares, collected from `./<name>/schema.ts` so adding a
 * block needs no line here. Server-only: the browser never receives zod schemas or the markdown
 * renderer the richtext fields use. test/blocks-match-cms.test.ts proves this set and the registry
 * name the same uids, so each schema's output is the Block its renderer takes.
 */
type BlockSchemaModule = { block: { uid: string; schema: z.ZodType<Block> } };

const modules = import.meta.glob<BlockSchemaModule>("./*/schema.ts", { eager: true });

export const blockSchemas: ReadonlyMap<string, z.ZodType<Block>> = new Map(
  Object.values(modules).map(({ block }) => [block.uid, block.schema]),
);
