import { useId, useState } from "react";
import { MeasurementFields } from "../../ui/MeasurementFields";

const EMPTY = { unit: "cm", width: "", length: "", depth: "" };

/** A GET form to /buy's size step, so the fit finder's answer always comes with the shop's stock. */
export function FindMySizeForm({ headingLevel }: { headingLevel: "h2" | "h3" }) {
  const id = useId();
  const Heading = headingLevel;
  const [values, setValues] = useState(EMPTY);
  return (
    <form method="get" action="/buy" className="fit-finder fit-finder__form" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>Find my size</Heading>
      <p>Type what your tape measure says and we will pick the set that fits.</p>
      <input type="hidden" name="step" value="1" />
      <MeasurementFields
        idPrefix={id}
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      />
      <button type="submit" className="button button--primary">
        Find my size
      </button>
    </form>
  );
}
