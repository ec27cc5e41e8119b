import * as z from "zod/mini";

/** What every form's rules share: the wording of an empty required field, and how failures are reported. */

export const REQUIRED_MESSAGE = "Required";

/** The first message for each field that fails, keyed by field name; empty when all pass. */
export type FieldErrors = Partial<Record<string, string>>;

/** Form values arrive as strings (or nothing); a missing field is an empty one. */
export const formText = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" ? value : "")),
  z.string().check(z.trim()),
);
