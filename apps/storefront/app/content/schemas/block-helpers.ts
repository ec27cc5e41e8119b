import { z } from "zod";
import type { BlockComponent, BlockOf, ColourToken } from "../types";
import { colourToken } from "./shared";

/**
 * What every block schema file uses: the mapped type that insists on a schema per block, the
 * component tag and the common fields.
 */
export type BlockSchemas<Components extends BlockComponent = BlockComponent> = {
  [Component in Components]: z.ZodType<BlockOf<Component>>;
};

/** Tags the parsed fields with their component uid, so a parse result is already a Block. */
export function defineBlock<Component extends BlockComponent, Fields extends z.ZodObject>(
  component: Component,
  fields: Fields,
) {
  return fields.transform((parsed) => ({ component, ...parsed }));
}

/** The schema default of each block's backgroundColour, for content that omits it. */
export const background = (fallback: ColourToken) => colourToken.nullish().transform((value) => value ?? fallback);
export const heading = z.string().min(1);
