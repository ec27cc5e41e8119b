import { useEffect, useRef, useState } from "react";
import { CartNotices } from "../cart/CartNotices";
import { CartSummary } from "../cart/CartSummary";
import type { InfoKind } from "../content/types";
import type { BuyPageData } from "./buy-loader.server";
import type { SoldOutSet } from "@bedsmade/form-rules";
import { buyHref } from "./buy-state";
import { BuyStepForm } from "./BuyStepForm";
import { FitFinder } from "./fit/FitFinder";
import { FIT_TOLERANCE_CM, fitTolerance, measuredSizes } from "./fit/fit-rule";
import { InfoSections, InfoSheet } from "./InfoSheet";
import { SHOP_COLOUR, StepDepth } from "./StepDepth";
import { StepProduct } from "./StepProduct";
import { StepServices } from "./StepServices";
import { StepSize } from "./StepSize";
import { ShopUnavailable } from "./ShopUnavailable";
import { SoldOutModal, soldOutSetsOnStep } from "./SoldOutModal";
import { depthFor, productFor, sizeGroupFor } from "./selection-rules";
import { useBuySelection } from "./use-buy-selection";
import { useHydrated } from "../ui/useMediaQuery";

const STEP_HEADINGS = [
  "Choose your product",
  "Choose your size",
  "Choose your colour and depth",
  "Shipping, returns and packaging",
  "Order summary",
];
const STEP_INFO: InfoKind[][] = [
  [],
  ["size", "tailored"],
  ["colour", "depth"],
  ["shipping", "returnsAndExchanges", "packaging"],
  [],
];

/** One step of /buy; the route remounts it per URL, so it starts from what the server settled. */
export function BuyFlow({ data }: { data: BuyPageData }) {
  const { state, chooseLine, chooseSize, chooseDepth, flagMissing } = useBuySelection(data.state);
  const [info, setInfo] = useState<InfoKind | null>(null);
  // The set the sold-out modal asks about (the last one offered), and whether the modal is open.
  const [soldOutSet, setSoldOutSet] = useState<SoldOutSet | null>(null);
  const [soldOutOpen, setSoldOutOpen] = useState(false);
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a step change, not the first load, focus moves to the heading so screen readers announce it.
  const [cameByNavigation] = useState(
    () => typeof document !== "undefined" && Boolean(document.documentElement.dataset.hydrated),
  );
  useEffect(() => {
    if (cameByNavigation) headingRef.current?.focus();
  }, [cameByNavigation]);

  const { catalogue, infoSheets } = data;
  const product = catalogue ? productFor(catalogue, state.line) : null;
  const sizeGroup = sizeGroupFor(product, state.size);
  const depth = depthFor(sizeGroup, state.depth);
  const offerSoldOut = (set: SoldOutSet) => {
    setSoldOutSet(set);
    setSoldOutOpen(true);
  };
  const common = { onInfo: setInfo, hasInfo: infoSheets !== null, onSoldOut: offerSoldOut };
  const redirectTo = buyHref({ ...state, step: 4, missing: null });

  function stepBody() {
    // With the shop unreachable an empty summary would be wrong: the message above says what is going on.
    if (state.step === 4) return data.shopProblem ? null : <CartSummary cart={data.cart} redirectTo={redirectTo} />;
    if (!catalogue || !product) return <ShopUnavailable message={data.shopProblem ?? ""} state={state} />;
    if (state.step === 3 && sizeGroup && depth) {
      return (
        <StepServices
          product={product}
          sizeGroup={sizeGroup}
          depth={depth}
          state={state}
          itemNumber={data.itemNumber}
          cart={data.cart}
          {...common}
        />
      );
    }
    const stepForm = (
      <BuyStepForm
        state={state}
        onMissing={flagMissing}
        showBack={state.step === 2}
        controls={state.step === 0 ? ["line"] : state.step === 1 ? ["size", "depth"] : ["depth"]}
      >
        {state.step === 0 ? <StepProduct catalogue={catalogue} state={state} onChoose={chooseLine} /> : null}
        {state.step === 1 ? (
          <StepSize
            product={product}
            state={state}
            onChoose={chooseSize}
            inclusions={data.copy.inclusions}
            {...common}
          />
        ) : null}
        {state.step === 2 && sizeGroup ? (
          <StepDepth sizeGroup={sizeGroup} state={state} onChoose={chooseDepth} {...common} />
        ) : null}
      </BuyStepForm>
    );
    // The fit finder is a form of its own, so it stands beside the step's form, not inside it.
    const sizes = infoSheets ? measuredSizes(infoSheets.size) : [];
    if (state.step !== 1 || sizes.length === 0) return stepForm;
    return (
      <>
        <FitFinder
          initial={data.fit}
          sizes={sizes}
          toleranceCm={infoSheets ? fitTolerance(infoSheets.size) : FIT_TOLERANCE_CM}
          product={product}
          state={state}
          onSoldOut={offerSoldOut}
        />
        {stepForm}
      </>
    );
  }

  return (
    <main id="main" className="buy-step">
      <h1 className="buy-step__heading" ref={headingRef} tabIndex={-1}>
        {STEP_HEADINGS[state.step]}
      </h1>
      {data.added ? <p className="buy-notice buy-notice--static">Item added to cart!</p> : null}
      <CartNotices notices={data.notices} />
      {data.shopProblem && state.step === 4 ? <ShopUnavailable message={data.shopProblem} state={state} /> : null}
      {stepBody()}
      {infoSheets ? (
        <>
          <InfoSections
            sheets={infoSheets}
            kinds={STEP_INFO[state.step] ?? []}
            selectedSize={state.size}
            selectedColour={SHOP_COLOUR}
          />
          <InfoSheet
            sheets={infoSheets}
            kind={info}
            onClose={() => setInfo(null)}
            selectedSize={state.size}
            selectedColour={SHOP_COLOUR}
          />
        </>
      ) : null}
      {/* Mounted before it opens, as a dialog opens when `open` changes; without script, one per set. */}
      {hydrated ? (
        <SoldOutModal set={soldOutSet} open={soldOutOpen} onClose={() => setSoldOutOpen(false)} />
      ) : (
        soldOutSetsOnStep(state, product, sizeGroup).map((set) => (
          <SoldOutModal key={set.depth || set.size} set={set} open={false} onClose={() => undefined} />
        ))
      )}
    </main>
  );
}
