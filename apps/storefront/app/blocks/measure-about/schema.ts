import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { optionalMedia } from "../../model/media";
import { heading, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

/** Why measuring matters, beside an illustration; rendered by experts-about/StoryBlock. */
export const block = defineBlock(
  "blocks.measure-about",
  z.object({
    heading,
    text: optionalRichText,
    image: optionalMedia,
    button: optionalButton,
    backgroundColour: background("neutral-white"),
  }),
);
export type MeasureAboutBlock = z.output<typeof block.schema>;
