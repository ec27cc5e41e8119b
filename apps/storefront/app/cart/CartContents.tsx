import type { Cart, CartNotice } from "../commerce/types";
import { formatMoney } from "../commerce/money";
import { CartLineItem } from "./CartLineItem";
import { CartNotices } from "./CartNotices";
import { CART_COPY } from "./cart-copy";
import { PromoCodeForm } from "./PromoCodeForm";

type CartContentsProps = {
  cart: Cart;
  notices: CartNotice[];
  redirectTo: string;
  /** 3 under the panel's "Your cart" h2; 2 on the order summary page, straight under its h1. */
  lineHeadingLevel?: 2 | 3;
};

/** The lines, promo codes and total that both the cart panel and the order summary show. */
export function CartContents({ cart, notices, redirectTo, lineHeadingLevel = 3 }: CartContentsProps) {
  return (
    <>
      <ul className="cart-lines" aria-label="Items in your cart">
        {cart.lines.map((line) => (
          <CartLineItem key={line.id} line={line} redirectTo={redirectTo} headingLevel={lineHeadingLevel} />
        ))}
      </ul>
      <PromoCodeForm codes={cart.discountCodes} redirectTo={redirectTo} />
      <CartNotices notices={notices} />
      <p className="cart-total">
        <span className="cart-total__label">{CART_COPY.total}</span>
        <span className="cart-total__amount">{formatMoney(cart.total)}</span>
      </p>
    </>
  );
}
