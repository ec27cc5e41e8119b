import * as z from "zod/mini";
import { REQUIRED_MESSAGE, type FieldErrors } from "./fields.js";

/** The fit finder's rules, shared by /buy's loader (forms sent without script) and the browser (answers as one types). */

export const MEASUREMENT_UNITS = ["cm", "in"] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];
export const CM_PER_INCH = 2.54;

export const UNIT_MESSAGE = "Please choose centimetres or inches";

/**
 * Prefixed `fit-` (`fit-width=152`) to keep apart from /buy's `size` and `depth`, which name choices,
 * not measurements.
 */
export const MEASUREMENT_FIELDS = ["unit", "width", "length", "depth"] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];
export const measurementFieldName = (field: MeasurementField) => `fit-${field}`;

export const MEASURED_SIDES = ["width", "length", "depth"] as const;
export type MeasuredSide = (typeof MEASURED_SIDES)[number];

/**
 * From a cot mattress (52 × 120 cm) to the largest custom bed, a 5 cm topper to an 80 cm pillow-top;
 * outside is a slip of the tape or keyboard.
 */
export const MATTRESS_BOUNDS_CM: Record<MeasuredSide, { min: number; max: number }> = {
  width: { min: 50, max: 300 },
  length: { min: 100, max: 300 },
  depth: { min: 5, max: 80 },
};

/** Digits with at most two decimals after a point: no signs, no units, no thousands separators. */
const NUMBER_PATTERN = /^\d{1,4}(?:\.\d{1,2})?$/;

export type Measurement = { unit: MeasurementUnit } & Record<MeasuredSide, number>;

export function toCentimetres(value: number, unit: MeasurementUnit): number {
  return unit === "in" ? value * CM_PER_INCH : value;
}

/** A figure as people write it: at most one decimal, none when it is whole (152.5, 203). */
export function formatFigure(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function boundsMessage(side: MeasuredSide, unit: MeasurementUnit): string {
  const { min, max } = MATTRESS_BOUNDS_CM[side];
  const inUnit = (cm: number) => formatFigure(unit === "in" ? cm / CM_PER_INCH : cm);
  return `We expect a mattress ${side} between ${inUnit(min)} and ${inUnit(max)} ${unit}; please measure it again`;
}

const text = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" ? value : "")),
  z.string().check(z.trim()),
);

const amount = (side: MeasuredSide) =>
  z.pipe(
    text,
    z
      .string()
      .check(
        z.minLength(1, REQUIRED_MESSAGE),
        z.regex(NUMBER_PATTERN, `Please enter the ${side} as a number, like 152.5`),
      ),
  );

const measurementFormat = z.object({
  unit: z.pipe(text, z.enum(MEASUREMENT_UNITS, UNIT_MESSAGE)),
  width: amount("width"),
  length: amount("length"),
  depth: amount("depth"),
});

export type CheckedMeasurement = { ok: true; measurement: Measurement } | { ok: false; errors: FieldErrors };

/** A measurement as a form sends it (`{ unit, width, length, depth }`, strings): the numbers, or a message per field. */
export function checkMeasurement(values: Record<string, unknown>): CheckedMeasurement {
  const format = measurementFormat.safeParse(values);
  const errors: FieldErrors = {};
  if (!format.success) {
    for (const issue of format.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, errors };
  }
  const { unit } = format.data;
  const measurement: Measurement = { unit, width: 0, length: 0, depth: 0 };
  for (const side of MEASURED_SIDES) {
    const value = Number(format.data[side]);
    const { min, max } = MATTRESS_BOUNDS_CM[side];
    const cm = toCentimetres(value, unit);
    if (cm < min || cm > max) errors[side] = boundsMessage(side, unit);
    measurement[side] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, measurement };
}

/** In the shopper's unit, centimetres beside inches for the workroom: "60 × 80 × 12.5 in (152.4 × 203.2 × 31.8 cm)". */
export function describeMeasurement(measurement: Measurement, sides: readonly MeasuredSide[] = MEASURED_SIDES): string {
  const typed = sides.map((side) => formatFigure(measurement[side])).join(" × ");
  if (measurement.unit === "cm") return `${typed} cm`;
  const inCm = sides.map((side) => formatFigure(toCentimetres(measurement[side], "in"))).join(" × ");
  return `${typed} in (${inCm} cm)`;
}
