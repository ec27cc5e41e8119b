import type { SoldOutSet } from "@bedsmade/form-rules";
import type { Product } from "../commerce/types";
import type { InfoKind } from "../content/types";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import type { InclusionTile } from "./buy-copy";
import type { BuyState } from "./buy-state";
import { ChoiceGroup } from "./ChoiceGroup";
import { ChoiceTile } from "./ChoiceTile";
import { InfoTrigger } from "./InfoTrigger";
import { sizePriceLabel, sizeTileName } from "./labels";

type StepSizeProps = {
  product: Product;
  state: BuyState;
  onChoose: (size: string) => void;
  onSoldOut: (set: SoldOutSet) => void;
  onInfo: (kind: InfoKind) => void;
  hasInfo: boolean;
  inclusions: readonly InclusionTile[];
};

/** Each tile, in the CMS's order, opens the info sheet about its piece. */
const INCLUSION_INFO: readonly { info: InfoKind; infoLabel: string }[] = [
  { info: "tailored", infoLabel: "What makes the bottom sheet tailored" },
  { info: "size", infoLabel: "Top sheet measurements" },
  { info: "size", infoLabel: "Pillowcase measurements" },
];

/** Step 1: the mattress size (SOLD OUT sizes cannot be chosen) and what the set includes. */
export function StepSize({ product, state, onChoose, onSoldOut, onInfo, hasInfo, inclusions }: StepSizeProps) {
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
            // A whole size is sold out before any depth is chosen: the request is for any depth of it.
            set={{ line: state.line, size: group.size, depth: "" }}
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
          {inclusions.map((tile, index) => {
            const info = INCLUSION_INFO[index];
            return (
              <li key={tile.heading} className="buy-tile buy-tile--static">
                {tile.image ? (
                  <ResponsiveImage media={tile.image} sizes="3rem" className="buy-tile__icon" decorative />
                ) : null}
                <span className="buy-tile__title">{tile.heading}</span>
                {tile.text ? <span className="buy-tile__meta">{tile.text}</span> : null}
                {info ? (
                  <InfoTrigger kind={info.info} label={info.infoLabel} onOpen={onInfo} available={hasInfo} />
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
