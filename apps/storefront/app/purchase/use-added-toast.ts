import { useEffect } from "react";
import { refreshCart } from "../cart/cart-store";
import { showToast } from "../ui/Toast";
import { ADDED_PARAM } from "./buy-state";

/** SPEC §4/§9: "Item added to cart!" appears after 1 s and hides after 3 s. */
export const ADDED_MESSAGE = "Item added to cart!";
const ADDED_DELAY_MS = 1000;
const ADDED_DURATION_MS = 3000;

/**
 * After an add the server lands on step 4 with `added=1`. With script the flag becomes the toast
 * and leaves the address bar, so a reload does not announce the same add twice; the header badge
 * is refreshed from the cart endpoint.
 */
export function useAddedToast(added: boolean) {
  useEffect(() => {
    if (!added) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(ADDED_PARAM);
    window.history.replaceState(window.history.state, "", url);
    void refreshCart();
    return showToast(ADDED_MESSAGE, { delayMs: ADDED_DELAY_MS, durationMs: ADDED_DURATION_MS });
  }, [added]);
}
