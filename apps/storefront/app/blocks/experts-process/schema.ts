import { z } from "zod";
import { background } from "../../model/colour";
import { step } from "../../model/entities";
import { optionalMedia } from "../../model/media";
import { heading, list, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.experts-process",
  z.object({
    heading,
    text: optionalRichText,
    steps: list(step),
    image: optionalMedia,
    backgroundColour: background("neutral-white"),
  }),
);
export type ExpertsProcessBlock = z.output<typeof block.schema>;
