import type { ReactNode } from "react";
import type { MissingInput } from "./buy-state";
import { FieldError, fieldErrorId } from "./FieldError";

type ChoiceGroupProps = {
  /** The choice the group holds; its id (`buy-size`) is where a missing choice scrolls to. */
  input: MissingInput;
  legend: string;
  showError: boolean;
  /** The info button beside the legend. */
  info: ReactNode;
  /** The tiles (ChoiceTile radios). */
  children: ReactNode;
};

/** A required group of radio tiles (size, depth) with its legend, info button and form-rule message. */
export function ChoiceGroup({ input, legend, showError, info, children }: ChoiceGroupProps) {
  return (
    <fieldset
      id={`buy-${input}`}
      className={["buy-fieldset", showError ? "buy-fieldset--error" : null].filter(Boolean).join(" ")}
      aria-describedby={fieldErrorId(input)}
    >
      <legend className="buy-fieldset__legend">{legend}</legend>
      {info}
      <FieldError input={input} shown={showError} />
      <div className="buy-tiles">{children}</div>
    </fieldset>
  );
}
