import { z } from "zod";
import { background } from "../../model/colour";
import { sizeSpec } from "../../model/entities";
import { heading, list, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.measure-specs",
  z
    .object({
      heading,
      text: optionalRichText,
      sizeSpecs: list(sizeSpec),
      backgroundColour: background("neutral-white"),
    })
    .transform(({ sizeSpecs, ...fields }) => ({ ...fields, sizes: sizeSpecs })),
);
export type MeasureSpecsBlock = z.output<typeof block.schema>;
