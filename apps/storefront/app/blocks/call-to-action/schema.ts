import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { optionalMedia } from "../../model/media";
import { heading, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

/** A closing heading and button (SPEC §2 "Page call-to-action"). */
export const block = defineBlock(
  "blocks.call-to-action",
  z.object({
    heading,
    text: optionalRichText,
    // Required in the content model: a call to action without a visible button is malformed.
    button: optionalButton.transform((button, context) => {
      if (button) return button;
      context.addIssue({ code: "custom", message: "a call to action needs a visible button" });
      return z.NEVER;
    }),
    backgroundImage: optionalMedia,
    backgroundColour: background("sage-green"),
  }),
);
export type CallToActionBlock = z.output<typeof block.schema>;
