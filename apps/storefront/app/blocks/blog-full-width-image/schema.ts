import { z } from "zod";
import { media } from "../../model/media";
import { optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock("blocks.blog-full-width-image", z.object({ image: media, caption: optionalText }));
export type BlogFullWidthImageBlock = z.output<typeof block.schema>;
