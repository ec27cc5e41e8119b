import { Form } from "react-router";
import { CartNotices } from "../cart/CartNotices";
import type { Cart, DepthChoice, Product, SizeGroup } from "../commerce/types";
import { formatWholeDollars } from "../commerce/money";
import type { InfoKind } from "../content/types";
import { fitToCarry, type BuyState } from "./buy-state";
import { StepButtons } from "./BuyStepForm";
import { FitHiddenFields } from "./fit/FitHiddenFields";
import { InfoTrigger } from "./InfoTrigger";
import { useAddToCart } from "./use-add-to-cart";

type StepServicesProps = {
  product: Product;
  sizeGroup: SizeGroup;
  depth: DepthChoice;
  state: BuyState;
  onInfo: (kind: InfoKind) => void;
  hasInfo: boolean;
  itemNumber: number | null;
  /** The cart as this step was loaded: a set already in it is pointed out before it is added again. */
  cart: Cart | null;
};

const SERVICES: { heading: string; text: string; info: InfoKind; infoLabel: string }[] = [
  {
    heading: "Free tracked shipping",
    text: "Australia-wide, dispatched within 2 business days. New Zealand and worldwide shipping at checkout.",
    info: "shipping",
    infoLabel: "About shipping",
  },
  {
    heading: "Returns and exchanges",
    text: "Return an unused set in its original packaging within 30 days; refunds within 5 days.",
    info: "returnsAndExchanges",
    infoLabel: "About returns and exchanges",
  },
];

/** Step 3: shipping, returns and packaging, then Add: a form that adds the set to the cart, with or without scripts. */
export function StepServices(props: StepServicesProps) {
  const { product, sizeGroup, depth, state, onInfo, hasInfo, itemNumber, cart } = props;
  const alreadyInCart = (cart?.lines ?? [])
    .filter((line) => line.variantId === depth.variantId)
    .reduce((sets, line) => sets + line.quantity, 0);
  const name = `${product.line === "premium" ? "Premium" : "Classic"} ${sizeGroup.label}, ${depth.depth}`;
  const { adding, refusals, onSubmit } = useAddToCart(state);
  return (
    <Form method="post" action="/buy" className="buy-step__form" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="variantKey" value={depth.variantKey} />
      <input type="hidden" name="line" value={state.line} />
      <input type="hidden" name="size" value={sizeGroup.size} />
      <input type="hidden" name="depth" value={depth.variantKey} />
      {itemNumber === null ? null : <input type="hidden" name="itemNumber" value={itemNumber} />}
      <FitHiddenFields fit={fitToCarry(state.fit)} />
      <ul className="buy-tiles buy-tiles--two">
        {SERVICES.map((service) => (
          <li key={service.heading} className="buy-tile buy-tile--static">
            <span className="buy-tile__title">{service.heading}</span>
            <span className="buy-tile__meta">{service.text}</span>
            <InfoTrigger kind={service.info} label={service.infoLabel} onOpen={onInfo} available={hasInfo} />
          </li>
        ))}
      </ul>
      <div className="buy-tile buy-tile--static buy-packaging">
        <label className="buy-packaging__label">
          {/* The last value wins: unticked sends only "false", ticked sends "false" then "true". */}
          <input type="hidden" name="premiumPackaging" value="false" />
          <input type="checkbox" name="premiumPackaging" value="true" defaultChecked />
          <span className="buy-tile__title">Premium packaging</span>
        </label>
        <InfoTrigger kind="packaging" label="About premium packaging" onOpen={onInfo} available={hasInfo} />
      </div>
      <p className="buy-selection" aria-live="polite">
        <span>{name}</span>
        <strong>{formatWholeDollars(depth.price)}</strong>
      </p>
      {alreadyInCart > 0 ? (
        <p className="buy-note">Your cart already has {alreadyInCart} of this set. Add to cart adds one more.</p>
      ) : null}
      <CartNotices notices={refusals} />
      <StepButtons step={state.step} showBack nextLabel={adding ? "Adding…" : "Add to cart"} backIsGet />
    </Form>
  );
}
