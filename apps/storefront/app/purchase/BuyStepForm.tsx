import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import { fitToCarry, type BuyState, type BuyStep, type MissingInput } from "./buy-state";
import { FitHiddenFields } from "./fit/FitHiddenFields";
import { inputNeededToLeave } from "./selection-rules";

type BuyStepFormProps = {
  state: BuyState;
  /** Which choices this step's own controls submit; the others travel as hidden fields. */
  controls: readonly ("line" | "size" | "depth")[];
  onMissing: (missing: MissingInput) => void;
  children: ReactNode;
  /** Back is not offered on the first step of the flow. */
  showBack: boolean;
};

/** A real GET form, so the flow works without script; with script, Next shows a missing choice in place. */
export function BuyStepForm({ state, controls, onMissing, children, showBack }: BuyStepFormProps) {
  const hidden = (["line", "size", "depth"] as const).filter((name) => !controls.includes(name) && state[name]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const target = Number(submitter?.getAttribute("value"));
    if (!(target > state.step)) return;
    const missing = inputNeededToLeave(state.step, state);
    if (!missing) return;
    event.preventDefault();
    onMissing(missing);
  }

  return (
    <Form method="get" action="/buy" className="buy-step__form" onSubmit={handleSubmit} noValidate>
      {hidden.map((name) => (
        <input key={name} type="hidden" name={name} value={state[name] ?? ""} />
      ))}
      <FitHiddenFields fit={fitToCarry(state.fit)} />
      {children}
      <StepButtons step={state.step} showBack={showBack} nextLabel="Next" />
    </Form>
  );
}

type StepButtonsProps = { step: BuyStep; showBack: boolean; nextLabel: string; backIsGet?: boolean };

export function StepButtons({ step, showBack, nextLabel, backIsGet = false }: StepButtonsProps) {
  return (
    <div className="buy-step__buttons">
      {showBack ? (
        <button
          type="submit"
          name="step"
          value={step - 1}
          className="button button--secondary"
          formNoValidate
          formMethod={backIsGet ? "get" : undefined}
          formAction={backIsGet ? "/buy" : undefined}
        >
          Back
        </button>
      ) : null}
      <button
        type="submit"
        name={backIsGet ? undefined : "step"}
        value={backIsGet ? undefined : step + 1}
        className="button button--primary"
      >
        {nextLabel}
      </button>
    </div>
  );
}
