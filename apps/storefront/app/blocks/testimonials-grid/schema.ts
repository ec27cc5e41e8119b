import { z } from "zod";
import { background } from "../../model/colour";
import { testimonial } from "../../model/entities";
import { heading, list, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.testimonials-grid",
  z.object({
    heading,
    text: optionalRichText,
    testimonials: list(testimonial),
    backgroundColour: background("neutral-white"),
  }),
);
export type TestimonialsGridBlock = z.output<typeof block.schema>;
