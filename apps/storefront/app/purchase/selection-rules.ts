import type { Catalogue, DepthChoice, Product, SizeGroup } from "../commerce/types";
import type { BuySelection, BuyState, BuyStep, MissingInput } from "./buy-state";

/** What each step needs before the shopper may go on, and what the shop can sell. */

export const MISSING_INPUT_MESSAGES: Record<MissingInput, string> = {
  size: "Please select a mattress size",
  depth: "Please select a mattress depth",
};

export function productFor(catalogue: Catalogue, line: BuySelection["line"]): Product | null {
  return catalogue.products.find((product) => product.line === line) ?? null;
}

export function sizeGroupFor(product: Product | null, size: string | null): SizeGroup | null {
  if (!product || size === null) return null;
  return product.sizes.find((group) => group.size === size) ?? null;
}

export function depthFor(group: SizeGroup | null, variantKey: string | null): DepthChoice | null {
  if (!group || variantKey === null) return null;
  return group.depths.find((depth) => depth.variantKey === variantKey) ?? null;
}

/** Keeps only the choices the shop can sell; a depth counts only within its size. */
export function sellableSelection(selection: BuySelection, catalogue: Catalogue): BuySelection {
  const group = sizeGroupFor(productFor(catalogue, selection.line), selection.size);
  if (!group?.available) return { ...selection, size: null, depth: null };
  const depth = depthFor(group, selection.depth);
  return { ...selection, depth: depth?.availableForSale ? depth.variantKey : null };
}

/** The input a step asks for before Next may leave it; null when the step needs none. */
export function inputNeededToLeave(step: BuyStep, selection: BuySelection): MissingInput | null {
  if (step === 1 && selection.size === null) return "size";
  if (step === 2 && selection.size === null) return "size";
  if (step === 2 && selection.depth === null) return "depth";
  if (step === 3 && (selection.size === null || selection.depth === null))
    return selection.size === null ? "size" : "depth";
  return null;
}

const STEP_ASKING_FOR: Record<MissingInput, BuyStep> = { size: 1, depth: 2 };

/**
 * A step whose earlier choices are missing (a bookmarked ?step=3, a size sold out meanwhile) falls
 * back to the first step needing input, flagged to show its error.
 */
export function settleStep(state: BuyState): BuyState {
  if (state.step >= 2 && state.step <= 3) {
    for (let earlier = 1; earlier < state.step; earlier += 1) {
      const missing = inputNeededToLeave(earlier as BuyStep, state);
      if (missing) return { ...state, step: STEP_ASKING_FOR[missing], missing };
    }
  }
  const flagStillTrue =
    state.missing !== null && state.step === STEP_ASKING_FOR[state.missing] && state[state.missing] === null;
  return flagStillTrue ? state : { ...state, missing: null };
}

/** Choosing a size resets the depth and clears the size error. */
export function chooseSize(state: BuyState, size: string): BuyState {
  return { ...state, size, depth: state.size === size ? state.depth : null, missing: null };
}

/** Choosing a depth clears the depth error. */
export function chooseDepth(state: BuyState, depth: string): BuyState {
  return { ...state, depth, missing: null };
}
