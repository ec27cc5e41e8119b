import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { optionalMedia } from "../../model/media";
import { heading, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

/** A closing heading and button. */
export const block = defineBlock(
  "blocks.call-to-action",
  z.object({
    heading,
    text: optionalRichText,
    // Required in the content model, but an owner who hides it still wants the heading shown.
    button: optionalButton,
    backgroundImage: optionalMedia,
    backgroundColour: background("sage-green"),
  }),
);
export type CallToActionBlock = z.output<typeof block.schema>;
