import { z } from "zod";
import { background } from "../../model/colour";
import { infoTile, visibleTiles } from "../../model/entities";
import { list, optionalRichText, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.three-column-info",
  z.object({
    heading: optionalText,
    text: optionalRichText,
    /** Only the visible tiles. */
    tiles: list(infoTile).transform(visibleTiles),
    backgroundColour: background("neutral-white"),
  }),
);
export type ThreeColumnInfoBlock = z.output<typeof block.schema>;
