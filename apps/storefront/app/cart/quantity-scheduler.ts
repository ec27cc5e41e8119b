import { MAX_QUANTITY } from "../commerce/cart/cart-model";

/** Quantity changes settle for 300 ms before one update goes to the shop. */
export const QUANTITY_DEBOUNCE_MS = 300;

/** A typed quantity as a whole number from 0 (remove) to the maximum, or null when it is not one. */
export function parseQuantity(raw: string): number | null {
  if (!/^\s*\d+\s*$/.test(raw)) return null;
  const quantity = Number(raw);
  return quantity <= MAX_QUANTITY ? quantity : null;
}

export type QuantityScheduler = {
  /** Records the quantity the shopper wants now; the send waits until they stop for the delay. */
  request(quantity: number): void;
  /** Sends a waiting quantity at once (a form submit). */
  flush(): void;
  /** Drops a waiting quantity (the line went away). */
  cancel(): void;
};

/**
 * A burst of changes becomes one absolute update ("quantity 4", never three increments), so a lost or
 * reordered request cannot miscount; nothing is sent when the burst ends where it started.
 */
export function createQuantityScheduler(options: {
  confirmedQuantity: () => number;
  send: (quantity: number) => void;
  delayMs?: number;
}): QuantityScheduler {
  const delayMs = options.delayMs ?? QUANTITY_DEBOUNCE_MS;
  let waiting: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    clear();
    const quantity = waiting;
    waiting = null;
    if (quantity !== null && quantity !== options.confirmedQuantity()) options.send(quantity);
  };

  return {
    request(quantity) {
      waiting = quantity;
      clear();
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      clear();
      waiting = null;
    },
  };
}
