import { z } from "zod";
import { richText } from "../../model/text";
import { defineBlock } from "../define-block";

export const block = defineBlock("blocks.blog-rich-text", z.object({ text: richText }));
export type BlogRichTextBlock = z.output<typeof block.schema>;
