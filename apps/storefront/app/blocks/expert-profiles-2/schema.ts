import { z } from "zod";
import { background } from "../../model/colour";
import { expert } from "../../model/entities";
import { heading, list, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

/** A grid of the makers; rendered by experts/Experts. */
export const block = defineBlock(
  "blocks.expert-profiles-2",
  z.object({ heading, text: optionalRichText, experts: list(expert), backgroundColour: background("neutral-white") }),
);
export type ExpertProfiles2Block = z.output<typeof block.schema>;
