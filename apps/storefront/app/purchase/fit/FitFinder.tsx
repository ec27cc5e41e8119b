import { checkMeasurement, type MeasurementField, type SoldOutSet } from "@bedsmade/form-rules";
import { useId, useMemo, useState, type FormEvent } from "react";
import type { Product } from "../../commerce/types";
import { MeasurementFields } from "../../ui/MeasurementFields";
import { buyHref, type BuyState } from "../buy-state";
import { FitAnswerView } from "./FitAnswer";
import { useHydrated } from "../../ui/useMediaQuery";
import { forgetFit, recallFit, rememberFit } from "./fit-memory";
import { FitMemoryOffer } from "./FitMemoryOffer";
import type { FitValues } from "./fit-params";
import { recommendFit, type MeasuredSize } from "./fit-rule";

type FitFinderProps = {
  /** The fields as a form sent without script left them (the server then renders the answer too). */
  initial: FitValues | null;
  sizes: readonly MeasuredSize[];
  /** The size sheet's tolerance for width and length, in cm. */
  toleranceCm: number;
  product: Product;
  state: BuyState;
  onSoldOut: (set: SoldOutSet) => void;
};

const EMPTY: FitValues = { unit: "cm", width: "", length: "", depth: "" };

/**
 * Without script a GET form the server answers; with script the answer follows the typing. A field's
 * message waits until it is typed in and left, or the form is sent, not mid-number.
 */
export function FitFinder({ initial, sizes, toleranceCm, product, state, onSoldOut }: FitFinderProps) {
  const id = useId();
  const [values, setValues] = useState<FitValues>(() => ({ ...EMPTY, ...initial, unit: initial?.unit || EMPTY.unit }));
  const [submitted, setSubmitted] = useState(initial !== null);
  const [left, setLeft] = useState<ReadonlySet<MeasurementField>>(new Set());
  // Optional and before the size tiles: tabbing past it without typing is not using it.
  const [typed, setTyped] = useState<ReadonlySet<MeasurementField>>(new Set());
  const [forgotten, setForgotten] = useState(false);
  // Only in the browser, after hydration: the server's HTML is the same for everyone.
  const hydrated = useHydrated();
  const remembered = useMemo(
    () => (hydrated && !initial && !forgotten ? recallFit() : null),
    [hydrated, initial, forgotten],
  );
  const checked = checkMeasurement(values);
  const answer = checked.ok ? recommendFit(checked.measurement, sizes, product, toleranceCm) : null;
  const errorOf = (field: MeasurementField) =>
    !checked.ok && (submitted || (left.has(field) && typed.has(field))) ? checked.errors[field] : undefined;
  const change = (field: MeasurementField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTyped((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    rememberFit(values);
  }

  const typedNothing = !values.width && !values.length && !values.depth;
  const memoryOffer =
    remembered && typedNothing ? (
      <FitMemoryOffer
        remembered={remembered}
        onUse={() => setValues(remembered.values)}
        onForget={() => {
          forgetFit();
          setForgotten(true);
        }}
      />
    ) : null;

  const choice = answer?.kind === "fits" ? answer.choice : null;
  // The measurement goes on with the set, so the cart line carries it to the workroom.
  const useHref = choice
    ? buyHref({ ...state, size: choice.size, depth: choice.depth, step: 2, missing: null, fit: values })
    : "";
  return (
    <section className="fit-finder" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="buy-fieldset__legend">
        Find my size
      </h2>
      <p>Measure your mattress with a tape measure and we will pick the set that fits.</p>
      <form method="get" action="/buy" className="fit-finder__form" onSubmit={handleSubmit} noValidate>
        <input type="hidden" name="step" value="1" />
        <input type="hidden" name="line" value={state.line} />
        <MeasurementFields
          idPrefix={id}
          values={values}
          onChange={change}
          onLeave={(side) => setLeft((current) => new Set(current).add(side))}
          errorOf={errorOf}
        />
        <button type="submit" className="button button--secondary">
          Find my size
        </button>
      </form>
      <div className="fit-finder__answer" aria-live="polite">
        {answer ? (
          <FitAnswerView
            answer={answer}
            useHref={useHref}
            onUse={() => rememberFit(values)}
            line={state.line}
            onSoldOut={onSoldOut}
          />
        ) : (
          memoryOffer
        )}
      </div>
    </section>
  );
}
