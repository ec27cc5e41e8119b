/**
 * The fit finder's fields in /buy's address (`?fit-unit=cm&fit-width=152&…`): a form sent without
 * script lands on step 1 with them, and the server renders the answer. They are named apart from
 * the flow's own `size` and `depth`, which name choices, not measurements.
 */

export const FIT_FIELDS = ["unit", "width", "length", "depth"] as const;
export type FitField = (typeof FIT_FIELDS)[number];
/** What the shopper typed, as typed: the rules (packages/form-rules) decide what it means. */
export type FitValues = Record<FitField, string>;

export const fitParamName = (field: FitField) => `fit-${field}`;

/** Longer than any figure the rules accept, so a typo still comes back to be corrected; anything longer is dropped. */
const MAX_LENGTH = 16;

/** The fit fields a query carries, or null when it carries none. */
export function readFitParams(params: URLSearchParams): FitValues | null {
  if (!FIT_FIELDS.some((field) => params.has(fitParamName(field)))) return null;
  const read = (field: FitField) => {
    const value = params.get(fitParamName(field))?.trim() ?? "";
    return value.length <= MAX_LENGTH ? value : "";
  };
  return { unit: read("unit"), width: read("width"), length: read("length"), depth: read("depth") };
}

/** Adds the fit fields to a query, empty ones too: the form sends all four, so its address needs no redirect. */
export function addFitParams(params: URLSearchParams, values: FitValues): URLSearchParams {
  for (const field of FIT_FIELDS) params.set(fitParamName(field), values[field]);
  return params;
}
