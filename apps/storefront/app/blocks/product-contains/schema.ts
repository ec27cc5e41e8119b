import { z } from "zod";
import { background } from "../../model/colour";
import { infoTile, visibleTiles } from "../../model/entities";
import { optionalMedia } from "../../model/media";
import { heading, list, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.product-contains",
  z.object({
    heading,
    text: optionalRichText,
    /** Only the visible tiles, one per piece of the set. */
    items: list(infoTile).transform(visibleTiles),
    image: optionalMedia,
    backgroundColour: background("neutral-white"),
  }),
);
export type ProductContainsBlock = z.output<typeof block.schema>;
