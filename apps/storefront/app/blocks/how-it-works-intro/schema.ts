import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { optionalMedia } from "../../model/media";
import { heading, optionalRichText, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

/** The how-it-works page's opening band: a page intro with a button; rendered by page-intro/PageIntro. */
export const block = defineBlock(
  "blocks.how-it-works-intro",
  z.object({
    heading,
    subHeading: optionalText,
    text: optionalRichText,
    image: optionalMedia,
    button: optionalButton,
    backgroundColour: background("neutral-white"),
  }),
);
export type HowItWorksIntroBlock = z.output<typeof block.schema>;
