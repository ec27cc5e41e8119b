import type { Product } from "../commerce/types";
import type { InfoKind } from "../content/types";
import type { BuyState } from "./buy-state";
import { ChoiceGroup } from "./ChoiceGroup";
import { ChoiceTile } from "./ChoiceTile";
import { InfoTrigger } from "./InfoTrigger";
import { sizePriceLabel, sizeTileName } from "./labels";

type StepSizeProps = {
  product: Product;
  state: BuyState;
  onChoose: (size: string) => void;
  onSoldOut: () => void;
  onInfo: (kind: InfoKind) => void;
  hasInfo: boolean;
};

/** SPEC §2 "three inclusion tiles": what every set holds, each with its info sheet. */
const INCLUSIONS: { heading: string; text: string; info: InfoKind; infoLabel: string }[] = [
  {
    heading: "Bottom sheet",
    text: "Fitted with sewn-in hotel corners and cut to your mattress depth.",
    info: "tailored",
    infoLabel: "What makes the bottom sheet tailored",
  },
  {
    heading: "Top sheet",
    text: "Cut wider and longer than your mattress, with a 20 cm tuck-under.",
    info: "size",
    infoLabel: "Top sheet measurements",
  },
  {
    heading: "2 pillowcases",
    text: "In the same sateen, with an envelope closure.",
    info: "size",
    infoLabel: "Pillowcase measurements",
  },
];

/** Step 1: the mattress size (SOLD OUT sizes cannot be chosen) and what the set includes. */
export function StepSize({ product, state, onChoose, onSoldOut, onInfo, hasInfo }: StepSizeProps) {
  const showError = state.missing === "size";
  return (
    <>
      <ChoiceGroup
        input="size"
        legend="Choose your mattress size"
        showError={showError}
        info={<InfoTrigger kind="size" label="Size guide" onOpen={onInfo} available={hasInfo} />}
      >
        {product.sizes.map((group) => (
          <ChoiceTile
            key={group.size}
            name="size"
            value={group.size}
            checked={state.size === group.size}
            soldOut={!group.available}
            accessibleName={sizeTileName(group)}
            onChoose={onChoose}
            onSoldOut={onSoldOut}
          >
            <span className="buy-tile__title">{group.label}</span>
            <span className="buy-tile__price">{sizePriceLabel(group)}</span>
          </ChoiceTile>
        ))}
      </ChoiceGroup>
      <section className="buy-inclusions" aria-labelledby="buy-inclusions-heading">
        <h2 id="buy-inclusions-heading" className="buy-fieldset__legend">
          Every set includes
        </h2>
        <ul className="buy-tiles buy-tiles--three">
          {INCLUSIONS.map((item) => (
            <li key={item.heading} className="buy-tile buy-tile--static">
              <span className="buy-tile__title">{item.heading}</span>
              <span className="buy-tile__meta">{item.text}</span>
              <InfoTrigger kind={item.info} label={item.infoLabel} onOpen={onInfo} available={hasInfo} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
