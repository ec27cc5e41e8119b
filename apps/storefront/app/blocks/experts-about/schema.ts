import { z } from "zod";
import { background } from "../../model/colour";
import { optionalMedia } from "../../model/media";
import { heading, optionalRichText, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.experts-about",
  z.object({
    tagline: optionalText,
    heading,
    text: optionalRichText,
    image: optionalMedia,
    backgroundColour: background("neutral-white"),
  }),
);
export type ExpertsAboutBlock = z.output<typeof block.schema>;
