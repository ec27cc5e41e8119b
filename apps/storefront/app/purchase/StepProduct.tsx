import type { Catalogue, Product } from "../commerce/types";
import { formatWholeDollars, lowerPrice } from "../commerce/money";
import { ResponsiveProductImage } from "./ProductImage";
import type { BuyState } from "./buy-state";
import { useChoiceMadeEarly } from "./use-choice-made-early";

const THREAD_COUNT = { classic: 400, premium: 600 } as const;

type StepProductProps = { catalogue: Catalogue; state: BuyState; onChoose: (line: BuyState["line"]) => void };

/** Step 0 (V1.1 only): Classic (400 thread count) or Premium (600). */
export function StepProduct({ catalogue, state, onChoose }: StepProductProps) {
  return (
    <fieldset className="buy-fieldset">
      <legend className="buy-fieldset__legend">Choose your sheets</legend>
      <div className="buy-tiles buy-tiles--two">
        {catalogue.products.map((product) => (
          <LineTile
            key={product.line}
            product={product}
            checked={state.line === product.line}
            onChoose={() => onChoose(product.line)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function LineTile({ product, checked, onChoose }: { product: Product; checked: boolean; onChoose: () => void }) {
  const input = useChoiceMadeEarly(checked, onChoose);
  const fromPrice = product.sizes.map((group) => group.price).reduce(lowerPrice);
  return (
    <label className="buy-tile buy-tile__choice">
      <input
        ref={input}
        type="radio"
        name="line"
        value={product.line}
        checked={checked}
        onChange={onChoose}
        className="buy-tile__input"
      />
      <span className="buy-tile__body">
        <ResponsiveProductImage image={product.image} />
        <span className="buy-tile__title">{product.line === "premium" ? "Premium" : "Classic"}</span>
        <span className="buy-tile__meta">{THREAD_COUNT[product.line]} thread count organic cotton sateen</span>
        <span className="buy-tile__price">From {formatWholeDollars(fromPrice)}</span>
      </span>
    </label>
  );
}
