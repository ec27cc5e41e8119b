import { z } from "zod";
import { optionalMedia } from "../../model/media";
import { optionalText, richText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.blog-two-column",
  z.object({
    heading: optionalText,
    text: richText,
    image: optionalMedia,
    imagePosition: z
      .enum(["left", "right"])
      .nullish()
      .transform((position) => position ?? "right"),
  }),
);
export type BlogTwoColumnBlock = z.output<typeof block.schema>;
