import {
  MEASUREMENT_UNITS,
  measurementFieldName,
  type MeasuredSide,
  type MeasurementField,
  type MeasurementUnit,
} from "@bedsmade/form-rules";
import { Field } from "./Field";

type MeasurementFieldsProps = {
  idPrefix: string;
  values: Record<MeasurementField, string>;
  onChange: (field: MeasurementField, value: string) => void;
  onLeave?: (side: MeasuredSide) => void;
  /** The message to show under a field, if any. */
  errorOf?: (field: MeasurementField) => string | undefined;
};

const UNIT_NAMES: Record<MeasurementUnit, string> = { cm: "Centimetres (cm)", in: "Inches (in)" };
const SIDES = [
  { side: "width", label: "Width" },
  { side: "length", label: "Length" },
  { side: "depth", label: "Depth" },
] as const;

/** Named as /buy's fit finder reads them, so the measure-up page's form can send to it too. */
export function MeasurementFields({ idPrefix, values, onChange, onLeave, errorOf }: MeasurementFieldsProps) {
  const unit = MEASUREMENT_UNITS.find((candidate) => candidate === values.unit) ?? "cm";
  const unitError = errorOf?.("unit");
  return (
    <>
      <fieldset className="fit-finder__units">
        <legend>Unit</legend>
        {MEASUREMENT_UNITS.map((option) => (
          <label key={option} className="fit-finder__unit">
            <input
              type="radio"
              name={measurementFieldName("unit")}
              value={option}
              checked={values.unit === option}
              onChange={() => onChange("unit", option)}
            />
            {UNIT_NAMES[option]}
          </label>
        ))}
      </fieldset>
      {unitError ? <p className="field__error">{unitError}</p> : null}
      <div className="fit-finder__sides">
        {SIDES.map(({ side, label }) => (
          <Field
            key={side}
            id={`${idPrefix}-${side}`}
            label={`${label} (${unit})`}
            name={measurementFieldName(side)}
            inputMode="decimal"
            autoComplete="off"
            value={values[side]}
            onChange={(event) => onChange(side, event.currentTarget.value)}
            onBlur={() => onLeave?.(side)}
            error={errorOf?.(side)}
          />
        ))}
      </div>
    </>
  );
}
