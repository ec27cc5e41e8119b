import type { z } from "zod";
import type { Block } from "./block";

/**
 * Collected by glob, server-only, so the browser gets no zod or markdown renderer
 * (docs/decisions/0007-a-block-is-one-folder.md). test/blocks-match-cms.test.ts matches it to the registry.
 */
type BlockSchemaModule = { block: { uid: string; schema: z.ZodType<Block> } };

const modules = import.meta.glob<BlockSchemaModule>("./*/schema.ts", { eager: true });

export const blockSchemas: ReadonlyMap<string, z.ZodType<Block>> = new Map(
  Object.values(modules).map(({ block }) => [block.uid, block.schema]),
);
