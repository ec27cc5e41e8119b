import type { BuyStepsBlock } from "../blocks/buy-steps/schema";
import type { Page, Seo } from "../content/types";

/** The wording below stands wherever the CMS's `buy` page lacks four step labels or three visible tiles. */

export type InclusionTile = BuyStepsBlock["inclusions"][number];

export type BuyCopy = {
  /** Null when the CMS has no buy page: the route's own title and description stand. */
  seo: Seo | null;
  stepLabels: readonly string[];
  inclusions: readonly InclusionTile[];
};

export const FALLBACK_STEP_LABELS: readonly string[] = ["Product", "Details", "Services", "Checkout"];

export const FALLBACK_INCLUSIONS: readonly InclusionTile[] = [
  { heading: "Bottom sheet", text: "Fitted with sewn-in hotel corners and cut to your mattress depth.", image: null },
  { heading: "Top sheet", text: "Cut wider and longer than your mattress, with a 20 cm tuck-under.", image: null },
  { heading: "2 pillowcases", text: "In the same sateen, with an envelope closure.", image: null },
];

export function buyCopyFrom(page: Page | null): BuyCopy {
  const block = page?.blocks.find(
    (candidate): candidate is Extract<typeof candidate, { component: "blocks.buy-steps" }> =>
      candidate.component === "blocks.buy-steps",
  );
  const labels = block?.steps.map((step) => step.label) ?? [];
  const tiles = block?.inclusions ?? [];
  return {
    seo: page?.seo ?? null,
    stepLabels: labels.length === FALLBACK_STEP_LABELS.length ? labels : FALLBACK_STEP_LABELS,
    inclusions: tiles.length === FALLBACK_INCLUSIONS.length ? tiles : FALLBACK_INCLUSIONS,
  };
}
