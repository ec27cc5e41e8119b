import {
  checkMeasurement,
  setSearchEntries,
  type SoldOutSet,
  SIZE_KEY_MAX_LENGTH,
  SIZE_KEY_PATTERN,
  VARIANT_KEY_PATTERN,
} from "@bedsmade/form-rules";
import type { ProductLine } from "../commerce/types";
import { addFitParams, readFitParams, type FitValues } from "./fit/fit-params";

/**
 * The /buy flow's whole state lives in the URL (docs/browser.md, "The purchase steps"). Parsing
 * anything a visitor can type never throws.
 */

export type BuyStep = 0 | 1 | 2 | 3 | 4;

export type BuySelection = {
  line: ProductLine;
  /** The size group's key, e.g. "super-king". */
  size: string | null;
  /** The chosen variant's key (the last segment of its id): it names the depth within the size. */
  depth: string | null;
};

/** The input the shopper was asked for and did not give (error flags). */
export type MissingInput = "size" | "depth";

export type BuyState = BuySelection & {
  step: BuyStep;
  missing: MissingInput | null;
  /** Step 1: as typed, for the finder to answer. Steps 2–3: only an accepted measurement, for the cart line. */
  fit: FitValues | null;
};

export const CHECKOUT_STEP: BuyStep = 4;

/** The measurement the flow carries on from step 1 towards the cart: only one the fit finder's rules accept. */
export function fitToCarry(fit: FitValues | null): FitValues | null {
  return fit && checkMeasurement(fit).ok ? fit : null;
}

function fitAtStep(step: BuyStep, fit: FitValues | null): FitValues | null {
  if (step === 1) return fit;
  return step > 1 && step < CHECKOUT_STEP ? fitToCarry(fit) : null;
}

/** The new version (V1.1) starts at the product choice, the classic one at the size. */
export function firstStep(appVersionNew: boolean): BuyStep {
  return appVersionNew ? 0 : 1;
}

function readStep(value: string | null, start: BuyStep): BuyStep {
  if (value === null || !/^[0-4]$/.test(value)) return start;
  const step = Number(value) as BuyStep;
  return step < start ? start : step;
}

function readMissing(value: string | null): MissingInput | null {
  return value === "size" || value === "depth" ? value : null;
}

export function parseBuyState(params: URLSearchParams, appVersionNew: boolean): BuyState {
  const size = params.get("size")?.trim().toLowerCase() ?? "";
  const depth = params.get("depth")?.trim() ?? "";
  const validSize = size.length <= SIZE_KEY_MAX_LENGTH && SIZE_KEY_PATTERN.test(size) ? size : null;
  const step = readStep(params.get("step"), firstStep(appVersionNew));
  return {
    step,
    line: params.get("line") === "premium" ? "premium" : "classic",
    size: validSize,
    depth: validSize !== null && VARIANT_KEY_PATTERN.test(depth) ? depth : null,
    missing: readMissing(params.get("missing")),
    fit: fitAtStep(step, readFitParams(params)),
  };
}

export function buySearchParams(state: BuyState): URLSearchParams {
  const params = new URLSearchParams(setSearchEntries(state.step, state));
  if (state.missing) params.set("missing", state.missing);
  const fit = fitAtStep(state.step, state.fit);
  if (fit) addFitParams(params, fit);
  return params;
}

export function buyHref(state: BuyState): string {
  return `/buy?${buySearchParams(state).toString()}`;
}

/** True when two query strings carry the same parameters, in any order. */
export function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) =>
    [...params.entries()]
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join("&");
  return sorted(a) === sorted(b);
}

/** Lets a bare `/buy` (or one leaving out only defaults) render without a redirect's round trip. */
export function addressAgrees(
  params: URLSearchParams,
  canonical: URLSearchParams,
  state: BuyState,
  appVersionNew: boolean,
): boolean {
  const carriesOnlyCanonical = [...params.entries()].every(([key, value]) => canonical.get(key) === value);
  return (
    carriesOnlyCanonical && sameParams(buySearchParams(parseBuyState(params, appVersionNew)), buySearchParams(state))
  );
}

/** Set on the redirect after an add, so step 4 can say so (a toast with script, a notice without). */
export const ADDED_PARAM = "added";

/** The sold-out modal's element id on /buy. */
export const SOLD_OUT_MODAL_ID = "sold-out-modal";

/** Without script each sold-out set has its own modal, so the notify form names the set chosen. */
export function soldOutModalId(set: SoldOutSet): string {
  return [SOLD_OUT_MODAL_ID, set.line, set.size, set.depth].filter(Boolean).join("-");
}
