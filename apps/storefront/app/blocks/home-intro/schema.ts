import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { optionalMedia } from "../../model/media";
import { heading, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

/** The home hero: heading, button, two scroll-hint lines and an image. */
export const block = defineBlock(
  "blocks.home-intro",
  z.object({
    heading,
    subHeading: optionalText,
    button: optionalButton,
    textLine1: optionalText,
    textLine2: optionalText,
    image: optionalMedia,
    backgroundColour: background("neutral-white"),
  }),
);
export type HomeIntroBlock = z.output<typeof block.schema>;
