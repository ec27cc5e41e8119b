import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { expert } from "../../model/entities";
import { heading, list, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.experts",
  z.object({
    heading,
    text: optionalRichText,
    experts: list(expert),
    button: optionalButton,
    backgroundColour: background("neutral-white"),
  }),
);
export type ExpertsBlock = z.output<typeof block.schema>;
