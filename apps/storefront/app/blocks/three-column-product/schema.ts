import { z } from "zod";
import { background } from "../../model/colour";
import { productCard } from "../../model/entities";
import { heading, list, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.three-column-product",
  z.object({
    heading,
    subHeading: optionalText,
    products: list(productCard),
    backgroundColour: background("neutral-white"),
  }),
);
export type ThreeColumnProductBlock = z.output<typeof block.schema>;
