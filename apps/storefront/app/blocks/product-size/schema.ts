import { z } from "zod";
import { optionalButton } from "../../model/button";
import { background } from "../../model/colour";
import { optionalMedia } from "../../model/media";
import { centimetres, heading, list, optionalRichText } from "../../model/text";
import { defineBlock } from "../define-block";

/** The mattress a size is made for, in cm. */
const sizeDimension = z.object({
  size: z.string().trim().min(1),
  /** Lower-case, hyphenated, as the shop names the size: `super-king`. */
  sizeKey: z.string().trim().min(1),
  width: centimetres,
  length: centimetres,
  /** Display copy such as "2 x 51 x 76 cm". */
  pillowcases: z.string().trim().min(1),
  image: optionalMedia,
});
export type SizeDimension = z.output<typeof sizeDimension>;

export const block = defineBlock(
  "blocks.product-size",
  z
    .object({
      heading,
      text: optionalRichText,
      sizeDimensions: list(sizeDimension),
      /** Issue 13: offer "Find my size" here, a form whose answer /buy's size step gives. */
      fitFinder: z
        .boolean()
        .nullish()
        .transform((offered) => offered ?? false),
      button: optionalButton,
      backgroundColour: background("neutral-white"),
    })
    .transform(({ sizeDimensions, ...fields }) => ({ ...fields, sizes: sizeDimensions })),
);
export type ProductSizeBlock = z.output<typeof block.schema>;
