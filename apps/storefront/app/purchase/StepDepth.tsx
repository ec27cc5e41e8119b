import type { SoldOutSet } from "@bedsmade/form-rules";
import type { SizeGroup } from "../commerce/types";
import type { InfoKind } from "../content/types";
import type { BuyState } from "./buy-state";
import { ChoiceGroup } from "./ChoiceGroup";
import { ChoiceTile } from "./ChoiceTile";
import { InfoTrigger } from "./InfoTrigger";
import { depthTileName } from "./labels";

/** White is the only colour the shop sells. */
export const SHOP_COLOUR = "White";

type StepDepthProps = {
  sizeGroup: SizeGroup;
  state: BuyState;
  onChoose: (variantKey: string) => void;
  onSoldOut: (set: SoldOutSet) => void;
  onInfo: (kind: InfoKind) => void;
  hasInfo: boolean;
};

/** Step 2: the colour (white) and the mattress depth (SOLD OUT depths cannot be chosen). */
export function StepDepth({ sizeGroup, state, onChoose, onSoldOut, onInfo, hasInfo }: StepDepthProps) {
  const showError = state.missing === "depth";
  return (
    <>
      <section className="buy-colour" aria-labelledby="buy-colour-heading">
        <h2 id="buy-colour-heading" className="buy-fieldset__legend">
          Colour
        </h2>
        <div className="buy-tile buy-tile--static buy-tile--selected">
          <span className="buy-colour__swatch" aria-hidden="true" />
          <span className="buy-tile__title">{SHOP_COLOUR}</span>
          <InfoTrigger kind="colour" label={`About the colour ${SHOP_COLOUR}`} onOpen={onInfo} available={hasInfo} />
        </div>
      </section>
      <ChoiceGroup
        input="depth"
        legend="Choose your mattress depth"
        showError={showError}
        info={
          <InfoTrigger kind="depth" label="How to measure your mattress depth" onOpen={onInfo} available={hasInfo} />
        }
      >
        {sizeGroup.depths.map((choice) => (
          <ChoiceTile
            key={choice.variantKey}
            name="depth"
            value={choice.variantKey}
            checked={state.depth === choice.variantKey}
            soldOut={!choice.availableForSale}
            accessibleName={depthTileName(choice)}
            set={{ line: state.line, size: sizeGroup.size, depth: choice.variantKey }}
            onChoose={onChoose}
            onSoldOut={onSoldOut}
          >
            <span className="buy-tile__title">{choice.depth}</span>
          </ChoiceTile>
        ))}
      </ChoiceGroup>
    </>
  );
}
