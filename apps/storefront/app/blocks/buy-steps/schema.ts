import { z } from "zod";
import { infoTile, visibleTiles } from "../../model/entities";
import { heading, list, optionalText } from "../../model/text";
import { defineBlock } from "../define-block";

/** One labelled step of the purchase flow (Product, Details, Services, Checkout). */
const buyStep = z.object({ label: z.string().trim().min(1), heading, text: optionalText });

export const block = defineBlock(
  "blocks.buy-steps",
  z
    .object({ heading, buySteps: list(buyStep), inclusions: list(infoTile) })
    .transform(({ buySteps, inclusions, ...fields }) => ({
      ...fields,
      steps: buySteps,
      /** What every set includes; only the visible tiles. */
      inclusions: visibleTiles(inclusions),
    })),
);
export type BuyStepsBlock = z.output<typeof block.schema>;
