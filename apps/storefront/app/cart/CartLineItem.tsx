import type { CartLine } from "../commerce/types";
import { formatMoney } from "../commerce/money";
import { CART_COPY } from "./cart-copy";
import { DeleteLineButton } from "./DeleteLineButton";
import { PackagingToggle } from "./PackagingToggle";
import { QuantityField } from "./QuantityField";
import { cartLineTitle } from "./line-label";

type CartLineItemProps = {
  line: CartLine;
  redirectTo: string;
  /** The title's level: one under the heading the lines sit below (the panel's h2, the summary page's h1). */
  headingLevel: 2 | 3;
};

/** One set in the cart: what it is, its price, and the controls that change it. */
export function CartLineItem({ line, redirectTo, headingLevel }: CartLineItemProps) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="cart-line">
      {line.image ? (
        <img
          className="cart-line__image"
          src={line.image.url}
          alt=""
          width={line.image.width ?? 96}
          height={line.image.height ?? 96}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="cart-line__details">
        <div className="cart-line__heading">
          <Title className="cart-line__title">{cartLineTitle(line)}</Title>
          <p className="cart-line__price">{formatMoney(line.unitPrice)}</p>
        </div>
        <p className="cart-line__description">{CART_COPY.lineDescription(line.depth)}</p>
        {line.measured ? <p className="cart-line__measured">{CART_COPY.measured(line.measured)}</p> : null}
        <PackagingToggle line={line} redirectTo={redirectTo} />
        <div className="cart-line__actions">
          <QuantityField line={line} redirectTo={redirectTo} />
          <DeleteLineButton line={line} redirectTo={redirectTo} />
        </div>
      </div>
    </li>
  );
}
