import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { testimonial } from "../../model/entities";
import { heading, list, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.testimonials",
  z.object({
    heading,
    subHeading: optionalText,
    testimonials: list(testimonial),
    button: optionalButton,
    backgroundColour: background("neutral-white"),
  }),
);
export type TestimonialsBlock = z.output<typeof block.schema>;
