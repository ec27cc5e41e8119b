import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { optionalMedia } from "../../model/media";
import { heading, list } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.product-benefits",
  z.object({
    heading,
    image: optionalMedia,
    backgroundImage: optionalMedia,
    benefits: list(z.object({ text: z.string().min(1) })).transform((items) => items.map((item) => item.text)),
    /** Show the benefits as one paragraph instead of a ticked list. */
    benefitsParagraph: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    button: optionalButton,
    backgroundColour: background("neutral-white"),
  }),
);
export type ProductBenefitsBlock = z.output<typeof block.schema>;
