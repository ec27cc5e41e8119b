import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { step } from "../../model/entities";
import { heading, list, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.how-it-works",
  z.object({
    heading,
    text: optionalRichText,
    steps: list(step),
    button: optionalButton,
    backgroundColour: background("neutral-white"),
  }),
);
export type HowItWorksBlock = z.output<typeof block.schema>;
