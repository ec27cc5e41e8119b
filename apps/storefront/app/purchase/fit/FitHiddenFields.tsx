import { MEASUREMENT_FIELDS, measurementFieldName } from "@bedsmade/form-rules";
import type { FitValues } from "./fit-params";

/** The measurement a step's form carries on (issue 13): to the next step's address, or with the Add to the cart line. */
export function FitHiddenFields({ fit }: { fit: FitValues | null }) {
  if (!fit) return null;
  return MEASUREMENT_FIELDS.map((field) => (
    <input key={field} type="hidden" name={measurementFieldName(field)} value={fit[field]} />
  ));
}
