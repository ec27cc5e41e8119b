import { useEffect, useRef, useState } from "react";
import { CartForm } from "./CartForm";
import { CART_COPY } from "./cart-copy";
import { sendCartChange } from "./cart-store";

/** Leave for checkout 2 s after the click; the loading state gives up after 10 s. */
const REDIRECT_DELAY_MS = 2000;
const LOADING_TIMEOUT_MS = 10_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isWebAddress(url: string): boolean {
  try {
    return ["https:", "http:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Sends the shopper to the shop's hosted checkout. The address is only ever one the cart endpoint
 * returned, and the endpoint returns only addresses on the configured shop's host.
 */
export function CheckoutButton({ redirectTo, onLeave }: { redirectTo: string; onLeave?: () => void }) {
  const [loading, setLoading] = useState(false);
  const loadingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (loadingTimer.current) clearTimeout(loadingTimer.current);
    },
    [],
  );

  const checkout = async (form: FormData) => {
    if (loading) return;
    setLoading(true);
    loadingTimer.current = setTimeout(() => setLoading(false), LOADING_TIMEOUT_MS);
    const [result] = await Promise.all([sendCartChange(form), wait(REDIRECT_DELAY_MS)]);
    const checkoutUrl = result.accepted ? result.answer.checkoutUrl : null;
    if (!checkoutUrl || !isWebAddress(checkoutUrl)) {
      setLoading(false);
      return;
    }
    onLeave?.();
    window.location.assign(checkoutUrl);
  };

  return (
    <CartForm
      intent="checkout"
      redirectTo={redirectTo}
      onSend={(form) => void checkout(form)}
      className="cart-checkout"
    >
      <button
        type="submit"
        className="button cart-button--primary cart-checkout__button"
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
      >
        {loading ? (
          <>
            <span className="cart-spinner" aria-hidden="true" />
            {CART_COPY.checkoutLoading}
          </>
        ) : (
          CART_COPY.checkout
        )}
      </button>
    </CartForm>
  );
}
