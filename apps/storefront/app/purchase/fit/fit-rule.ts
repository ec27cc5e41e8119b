import { describeMeasurement, formatFigure, toCentimetres, type Measurement } from "@bedsmade/form-rules";
import type { Product, SizeGroup } from "../../commerce/types";
import type { InfoSheets } from "../../content/types";

/** Sizes come from the CMS size sheet, depths from the shop: docs/browser.md, "The fit finder". */

/**
 * Used when the size sheet has no `fitToleranceCm`. Why 2 cm, and none for depth: docs/browser.md,
 * "Fit finder tolerance".
 */
export const FIT_TOLERANCE_CM = 2;

export function fitTolerance(sheet: InfoSheets["size"]): number {
  return sheet.fitToleranceCm ?? FIT_TOLERANCE_CM;
}

/** A size as the CMS's size sheet measures it: its tailored sheets' width and length, in cm. */
export type MeasuredSize = { key: string; label: string; width: number; length: number };

export function measuredSizes(sheet: InfoSheets["size"]): MeasuredSize[] {
  return sheet.sizeSpecs.flatMap((spec) => {
    const tailored = spec.tables[0];
    return tailored ? [{ key: spec.sizeKey, label: spec.size, width: tailored.width, length: tailored.length }] : [];
  });
}

export type FitChoice = { size: string; sizeLabel: string; depth: string; depthLabel: string };

export type FitAnswer =
  /** The set to buy; a sold-out one is offered the sold-out modal, never the cart. */
  | { kind: "fits"; choice: FitChoice; soldOut: boolean; reason: string }
  /** Close to one of ours but not it: what differs, and the way to ask us. */
  | { kind: "nearest"; reason: string; contactHref: string }
  /** Nothing in the shop fits: ask us. */
  | { kind: "cannot"; reason: string; contactHref: string };

type DepthRange = { min: number; max: number; variantKey: string; label: string; availableForSale: boolean };

const RANGE_PATTERN = /^(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)\s*cm$/i;

/** A size's depth options ("15-20 cm", …) as numbers, shallowest first; options not in that form are skipped. */
function depthRanges(group: SizeGroup): DepthRange[] {
  return group.depths
    .flatMap((choice) => {
      const match = RANGE_PATTERN.exec(choice.depth.trim());
      if (!match) return [];
      const [min, max] = [Number(match[1]), Number(match[2])];
      return [
        {
          min,
          max,
          variantKey: choice.variantKey,
          label: `${min}–${max} cm`,
          availableForSale: choice.availableForSale,
        },
      ];
    })
    .sort((a, b) => a.min - b.min);
}

type Sides = { width: number; length: number; depth: number };

const cm = (value: number) => `${formatFigure(value)} cm`;
const sizeFigures = (size: MeasuredSize) => `${formatFigure(size.width)} × ${formatFigure(size.length)} cm`;

function contactHref(measurement: Measurement): string {
  const message = `My mattress measures ${describeMeasurement(measurement)} (width × length × depth). Can you make a sheet set for it?`;
  return `/contact?${new URLSearchParams({ message }).toString()}`;
}

/** How far a size is from the mattress: its worse side. */
const distance = (size: MeasuredSize, inCm: Sides) =>
  Math.max(Math.abs(size.width - inCm.width), Math.abs(size.length - inCm.length));

function differences(size: MeasuredSize, inCm: Sides): string {
  const say = (gap: number, less: string, more: string) =>
    Math.abs(gap) < 0.05 ? [] : [`${cm(Math.abs(gap))} ${gap < 0 ? less : more}`];
  return [
    ...say(size.width - inCm.width, "narrower", "wider"),
    ...say(size.length - inCm.length, "shorter", "longer"),
  ].join(" and ");
}

/** Width and length may come either way round: a mattress's width is its shorter side. */
export function recommendFit(
  measurement: Measurement,
  sizes: readonly MeasuredSize[],
  product: Product,
  toleranceCm: number = FIT_TOLERANCE_CM,
): FitAnswer {
  const [a, b] = [
    toCentimetres(measurement.width, measurement.unit),
    toCentimetres(measurement.length, measurement.unit),
  ];
  const inCm: Sides = {
    width: Math.min(a, b),
    length: Math.max(a, b),
    depth: toCentimetres(measurement.depth, measurement.unit),
  };
  const typed = {
    ...measurement,
    width: Math.min(measurement.width, measurement.length),
    length: Math.max(measurement.width, measurement.length),
  };
  const mattress = `Your ${describeMeasurement(typed, ["width", "length"])} mattress`;
  const contact = contactHref(typed);
  // Only sizes the shop sells are offered; the size sheet may list one the catalogue does not have.
  const offered = sizes
    .flatMap((size) => {
      const group = product.sizes.find((candidate) => candidate.size === size.key);
      return group ? [{ ...size, group }] : [];
    })
    .sort((x, y) => distance(x, inCm) - distance(y, inCm));
  const nearest = offered[0];
  if (!nearest)
    return { kind: "cannot", reason: `${mattress} is not a size we make in the shop.`, contactHref: contact };

  if (distance(nearest, inCm) > toleranceCm) {
    const beyond = (pick: (size: MeasuredSize) => number, side: keyof Sides, larger: boolean) =>
      sizes.every((size) => (larger ? inCm[side] > pick(size) + toleranceCm : inCm[side] < pick(size) - toleranceCm));
    const larger = beyond((s) => s.width, "width", true) || beyond((s) => s.length, "length", true);
    const smaller = beyond((s) => s.width, "width", false) || beyond((s) => s.length, "length", false);
    if (larger || smaller) {
      const reason = `${mattress} is ${larger ? "larger than our largest" : "smaller than our smallest"} size, so we cannot make it from the shop. Send us your measurements and we will tell you what we can do.`;
      return { kind: "cannot", reason, contactHref: contact };
    }
    const reason = `${mattress} is between our sizes. The nearest is ${nearest.label} (${sizeFigures(nearest)}), which is ${differences(nearest, inCm)}, so its sheets would not fit well. Send us your measurements and we will tell you what we can do.`;
    return { kind: "nearest", reason, contactHref: contact };
  }

  const { group } = nearest;
  const isSize = `${mattress} is a ${nearest.label} (${sizeFigures(nearest)})`;
  const deep = `${describeMeasurement(typed, ["depth"])} deep`;
  const ranges = depthRanges(group);
  const shallowest = ranges[0];
  const deepest = ranges.at(-1);
  if (!shallowest || !deepest || inCm.depth > deepest.max) {
    const deepestText = deepest ? `, ${deepest.label}` : "";
    const reason = `${isSize}, but ${deep} is deeper than our deepest pocket${deepestText}, so our sheets would not stay on and we cannot make it from the shop. Send us your measurements and we will tell you what we can do.`;
    return { kind: "cannot", reason, contactHref: contact };
  }
  if (inCm.depth < shallowest.min) {
    const reason = `${isSize}, but ${deep} is shallower than our shallowest range, ${shallowest.label}, so the pocket would sit loose. Send us your measurements and we will tell you what we can do.`;
    return { kind: "nearest", reason, contactHref: contact };
  }
  // Between two ranges (20.5 cm, say) the deeper one is chosen: a pocket a little deep still holds.
  const range = ranges.find((candidate) => inCm.depth <= candidate.max) ?? deepest;
  const choice = { size: group.size, sizeLabel: nearest.label, depth: range.variantKey, depthLabel: range.label };
  const soldOut = !range.availableForSale;
  const reason = `${isSize}; ${deep} fits the ${range.label} range.${soldOut ? " That set is sold out." : ""}`;
  return { kind: "fits", choice, soldOut, reason };
}

/**
 * Whether the measurement still chose this set (or its size, depth still open). Once the shopper picks
 * another by hand it no longer describes what they buy, and the workroom must not receive both.
 */
export function measurementChose(
  measurement: Measurement,
  selection: { size: string | null; depth: string | null },
  sizes: readonly MeasuredSize[],
  product: Product,
  toleranceCm: number = FIT_TOLERANCE_CM,
): boolean {
  const answer = recommendFit(measurement, sizes, product, toleranceCm);
  if (answer.kind !== "fits" || answer.choice.size !== selection.size) return false;
  return selection.depth === null || answer.choice.depth === selection.depth;
}
