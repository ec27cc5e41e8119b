/** What every form's rules share: the SPEC §5 wording of an empty required field, and how failures are reported. */

export const REQUIRED_MESSAGE = "Required";

/** The first message for each field that fails, keyed by field name; empty when all pass. */
export type FieldErrors = Partial<Record<string, string>>;
