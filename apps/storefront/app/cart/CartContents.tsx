import type { Cart, CartNotice } from "../commerce/types";
import { formatMoney } from "../commerce/money";
import { CartLineItem } from "./CartLineItem";
import { CartNotices } from "./CartNotices";
import { CART_COPY } from "./cart-copy";
import { PromoCodeForm } from "./PromoCodeForm";

type CartContentsProps = { cart: Cart; notices: CartNotice[]; redirectTo: string };

/** The lines, promo codes and total that both the cart panel and the order summary show. */
export function CartContents({ cart, notices, redirectTo }: CartContentsProps) {
  return (
    <>
      <ul className="cart-lines" aria-label="Items in your cart">
        {cart.lines.map((line) => (
          <CartLineItem key={line.id} line={line} redirectTo={redirectTo} />
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
