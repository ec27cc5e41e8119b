import { z } from "zod";
import { heading, richText } from "../../model/text";
import { defineBlock } from "../define-block";

/** The blog page's default heading and text, replaced by a category's label and tagline while one is chosen. */
export const block = defineBlock("blocks.blog-intro-text", z.object({ heading, text: richText }));
export type BlogIntroTextBlock = z.output<typeof block.schema>;
