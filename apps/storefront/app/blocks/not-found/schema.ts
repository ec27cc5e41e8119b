import { z } from "zod";
import { optionalMedia } from "../../model/media";
import { defineBlock } from "../define-block";

export const block = defineBlock(
  "blocks.not-found",
  z.object({ subHeading: z.string().trim().min(1), message: z.string().trim().min(1), image: optionalMedia }),
);
export type NotFoundBlock = z.output<typeof block.schema>;
