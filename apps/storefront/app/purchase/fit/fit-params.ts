import { MEASUREMENT_FIELDS, measurementFieldName, type MeasurementField } from "@bedsmade/form-rules";

/** In /buy's address (`?fit-unit=cm&fit-width=152&…`), so the server can answer a form sent without script. */

/** What the shopper typed, as typed: the rules (packages/form-rules) decide what it means. */
export type FitValues = Record<MeasurementField, string>;

/** Longer than any figure the rules accept, so a typo still comes back to be corrected; anything longer is dropped. */
const MAX_LENGTH = 16;

/** The fit fields a query carries, or null when it carries none. */
export function readFitParams(params: URLSearchParams): FitValues | null {
  if (!MEASUREMENT_FIELDS.some((field) => params.has(measurementFieldName(field)))) return null;
  const read = (field: MeasurementField) => {
    const value = params.get(measurementFieldName(field))?.trim() ?? "";
    return value.length <= MAX_LENGTH ? value : "";
  };
  return { unit: read("unit"), width: read("width"), length: read("length"), depth: read("depth") };
}

/** Adds the fit fields to a query, empty ones too: the form sends all four, so its address needs no redirect. */
export function addFitParams(params: URLSearchParams, values: FitValues): URLSearchParams {
  for (const field of MEASUREMENT_FIELDS) params.set(measurementFieldName(field), values[field]);
  return params;
}
