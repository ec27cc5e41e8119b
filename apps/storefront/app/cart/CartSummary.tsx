import type { Cart } from "../commerce/types";
import { CartContents } from "./CartContents";
import { CART_COPY } from "./cart-copy";
import { useCart } from "./cart-store";
import { CheckoutButton } from "./CheckoutButton";
import { Link } from "../ui/Link";

type CartSummaryProps = {
  /** The cart as the page's loader read it: shown until the browser's cart store has loaded. */
  cart: Cart | null;
  /** Where a script-less form post returns to (this page). */
  redirectTo: string;
};

/** /buy step 4's order summary: the editable lines, promo codes, total and Checkout. */
export function CartSummary({ cart: loadedCart, redirectTo }: CartSummaryProps) {
  const store = useCart();
  const cart = store.status === "ready" ? store.cart : loadedCart;

  if (!cart || cart.lines.length === 0) {
    return (
      // Still a focus point: the last line's Delete leaves focus here once the cart is empty.
      <section className="cart-summary cart-summary--empty" aria-label="Order summary" tabIndex={-1} data-cart-focus>
        <p className="cart-summary__empty">{CART_COPY.emptyHeading}</p>
        <Link to="/buy?step=1" className="button cart-button--primary">
          {CART_COPY.startNewPurchase}
        </Link>
      </section>
    );
  }
  return (
    <section className="cart-summary" aria-label="Order summary" tabIndex={-1} data-cart-root data-cart-focus>
      <CartContents cart={cart} notices={store.notices} redirectTo={redirectTo} lineHeadingLevel={2} />
      <CheckoutButton redirectTo={redirectTo} />
    </section>
  );
}
