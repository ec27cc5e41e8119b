import { formatWholeDollars } from "../commerce/money";
import type { DepthChoice, SizeGroup } from "../commerce/types";
import type { BuyStep } from "./buy-state";

/** Shopper-facing wording of the flow; the quoted strings are the shop's fixed copy. */

export const SOLD_OUT_LABEL = "SOLD OUT";

/** Four numbered steps: the product choice (step 0) and the size (step 1) are both the first. */
export const STEP_GROUPS: readonly (readonly BuyStep[])[] = [[0, 1], [2], [3], [4]];

/** A size tile's price: the size's lowest price, rounded up to whole dollars. */
export function sizePriceLabel(group: SizeGroup): string {
  return formatWholeDollars(group.price);
}

/** What a tile says about availability: SOLD OUT, or nothing when it can be chosen. */
export function availabilityLabel(choice: SizeGroup | DepthChoice): string | null {
  const available = "available" in choice ? choice.available : choice.availableForSale;
  return available ? null : SOLD_OUT_LABEL;
}

/** The accessible name of a size radio, e.g. "Queen, $850.00" or "Super King, $1,050.00, SOLD OUT". */
export function sizeTileName(group: SizeGroup): string {
  return [group.label, sizePriceLabel(group), availabilityLabel(group)].filter(Boolean).join(", ");
}

/** The accessible name of a depth radio, e.g. "21-25 cm" or "15-20 cm, SOLD OUT". */
export function depthTileName(choice: DepthChoice): string {
  return [choice.depth, availabilityLabel(choice)].filter(Boolean).join(", ");
}
