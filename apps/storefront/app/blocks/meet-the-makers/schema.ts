import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { expert } from "../../model/entities";
import { optionalMedia } from "../../model/media";
import { heading, list, optionalRichText, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.meet-the-makers",
  z.object({
    experts: list(expert),
    tagline: optionalText,
    heading,
    text: optionalRichText,
    button: optionalButton,
    backgroundImage: optionalMedia,
    backgroundColour: background("neutral-2"),
  }),
);
export type MeetTheMakersBlock = z.output<typeof block.schema>;
