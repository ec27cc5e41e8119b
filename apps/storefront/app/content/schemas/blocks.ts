import { z } from "zod";
import type { BlockComponent, BlockOf } from "../types";
import { colourToken, optionalButton, optionalMedia, optionalText } from "./shared";

/**
 * One schema per dynamic-zone component the storefront renders, keyed by its Strapi uid.
 * Each reads the flat (flattened) fields and outputs the domain block; the mapped type makes
 * the compiler insist on a schema for every block in the Block union and on the exact output.
 */
type BlockSchemas = { [Component in BlockComponent]: z.ZodType<BlockOf<Component>> };

/** Tags the parsed fields with their component uid, so a parse result is already a Block. */
function defineBlock<Component extends BlockComponent, Fields extends z.ZodObject>(
  component: Component,
  fields: Fields,
) {
  return fields.transform((parsed) => ({ component, ...parsed }));
}

const homeIntro = defineBlock("blocks.home-intro", z.object({
  heading: z.string().min(1),
  subHeading: optionalText,
  button: optionalButton,
  textLine1: optionalText,
  textLine2: optionalText,
  image: optionalMedia,
  backgroundColour: colourToken.nullish().transform((value) => value ?? "neutral-white"),
}));

export const blockSchemas: BlockSchemas = {
  "blocks.home-intro": homeIntro,
};

export function isKnownBlock(component: string): component is BlockComponent {
  return Object.hasOwn(blockSchemas, component);
}
