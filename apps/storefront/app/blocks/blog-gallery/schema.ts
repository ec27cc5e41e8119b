import { z } from "zod";
import { media } from "../../model/media";
import { list, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock("blocks.blog-gallery", z.object({ images: list(media), caption: optionalText }));
export type BlogGalleryBlock = z.output<typeof block.schema>;
