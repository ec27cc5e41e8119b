import { lazy, Suspense, useId } from "react";
import { useLocation } from "react-router";
import { Dialog } from "../ui/Dialog";
import { CART_COPY } from "./cart-copy";
import { refreshCart, useCart } from "./cart-store";
import { CheckoutButton } from "./CheckoutButton";
import { CartNotices } from "./CartNotices";
import { Link } from "../ui/Link";

// Only a filled cart needs its lines and controls: they load then, not with every page.
const CartContents = lazy(() => import("./CartContents").then((module) => ({ default: module.CartContents })));

const START_PATH = "/buy?step=1";
const SUMMARY_PATH = "/buy?step=4";

function EmptyCart({ onClose }: { onClose: () => void }) {
  return (
    <div className="cart-empty">
      <p className="cart-empty__heading">{CART_COPY.emptyHeading}</p>
      <p className="cart-empty__subheading">{CART_COPY.emptySubheading}</p>
      <p className="cart-empty__text">{CART_COPY.emptyText}</p>
      <Link to={START_PATH} className="button cart-button--primary" onClick={onClose}>
        {CART_COPY.startNow}
      </Link>
    </div>
  );
}

/** The header's side panel with the cart's lines, total, Edit cart and Checkout. */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const headingId = useId();
  const { status, cart, notices } = useCart();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  const loading = <p className="cart-panel__status">Loading your cart…</p>;
  let body;
  if (status === "idle" || (status === "loading" && !cart)) {
    body = loading;
  } else if (status === "failed") {
    body = (
      <div className="cart-panel__status">
        <CartNotices notices={notices} />
        <button type="button" className="button cart-button--secondary" onClick={() => void refreshCart()}>
          Try again
        </button>
      </div>
    );
  } else if (!cart || cart.lines.length === 0) {
    body = <EmptyCart onClose={onClose} />;
  } else {
    body = (
      <Suspense fallback={loading}>
        <CartContents cart={cart} notices={notices} redirectTo={here} />
        <div className="cart-panel__actions">
          <Link to={SUMMARY_PATH} className="button cart-button--secondary" onClick={onClose}>
            {CART_COPY.editCart}
          </Link>
          <CheckoutButton redirectTo={here} onLeave={onClose} />
        </div>
      </Suspense>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={headingId}
      variant="sheet"
      className="cart-panel"
      closeLabel={CART_COPY.close}
    >
      <div className="cart-panel__content" data-cart-root>
        <h2 id={headingId} className="cart-panel__title" tabIndex={-1} data-cart-focus>
          {CART_COPY.title}
        </h2>
        {body}
      </div>
    </Dialog>
  );
}
