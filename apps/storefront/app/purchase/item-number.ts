import type { Cart } from "../commerce/types";

/**
 * SPEC §4: each set added gets the running item number. The add form carries it, so submitting the
 * same form twice (a double click, a resubmitted page) replaces that item instead of adding another.
 */
export function nextItemNumber(cart: Cart | null): number {
  return Math.max(0, ...(cart?.lines ?? []).map((line) => line.itemNumber ?? 0)) + 1;
}
