import { Link } from "../ui/Link";

/**
 * The signed-in shopper's account page (a guarded route): what the storefront keeps for them and
 * where the rest lives. Orders are placed at the shop's external checkout, so they are kept there.
 */
export function AccountPage() {
  return (
    <main id="main" className="account-page">
      <h1>Your account</h1>
      <p className="account-page__lead">You are signed in. Here is where everything about your sets is kept.</p>
      <section aria-labelledby="account-orders">
        <h2 id="account-orders">Your orders</h2>
        <p>
          Orders are placed and kept at our secure checkout. Your order confirmation email links to your order and its
          tracking: every set is dispatched within 2 business days, with free tracked shipping Australia-wide.
        </p>
      </section>
      <section aria-labelledby="account-returns">
        <h2 id="account-returns">Returns and exchanges</h2>
        <p>
          An unused set in its original packaging can be returned within 30 days with a Postage Paid number, and your
          refund reaches your original payment method within 5 days. Faulty items and incorrect sizes are returned or
          exchanged free.
        </p>
      </section>
      <section aria-labelledby="account-cart">
        <h2 id="account-cart">Your cart</h2>
        <p>Your cart stays with this browser until you check out.</p>
        <p className="account-page__actions">
          <Link to="/buy?step=4" className="button surface-primary-blue">
            Edit cart
          </Link>
          <Link to="/buy" className="button surface-neutral-1">
            Build another set
          </Link>
        </p>
      </section>
      <section aria-labelledby="account-help">
        <h2 id="account-help">Need a hand?</h2>
        <p>
          Questions about an order or a fit? <Link to="/contact">Contact us</Link> and we will be in touch.
        </p>
      </section>
    </main>
  );
}
