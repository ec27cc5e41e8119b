import { z } from "zod";
import { background } from "../../model/colour";
import { expert } from "../../model/entities";
import { heading, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

// A featured profile without its expert (unpublished or deleted) has nothing to feature.
export const block = defineBlock(
  "blocks.expert-profiles-1",
  z.object({ heading, expert, quote: optionalText, backgroundColour: background("neutral-white") }),
);
export type ExpertProfiles1Block = z.output<typeof block.schema>;
