import { checkMeasurement, type Measurement } from "@bedsmade/form-rules";
import type { FitValues } from "./fit-params";

/**
 * The last measurements that chose a set, so the next visit needs no tape measure. Read back as
 * untrusted: another script, an old version or a hand edit may have left anything there.
 */

const KEY = "bedsmade:fit-measurements";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/** Local storage, or nothing where the browser refuses it (private modes, disabled storage). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberFit(values: FitValues, store: Storage | null = storage()): void {
  if (!checkMeasurement(values).ok) return;
  const { unit, width, length, depth } = values;
  try {
    store?.setItem(KEY, JSON.stringify({ unit, width, length, depth }));
  } catch {
    // A full or refused storage only costs the shopper the shortcut next time.
  }
}

export type RememberedFit = { values: FitValues; measurement: Measurement };

/** The remembered measurements, or null when there are none the fit finder's rules accept. */
export function recallFit(store: Storage | null = storage()): RememberedFit | null {
  let saved: unknown;
  try {
    saved = JSON.parse(store?.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  if (typeof saved !== "object" || saved === null) return null;
  const field = (name: string) => {
    const value: unknown = (saved as Record<string, unknown>)[name];
    return typeof value === "string" ? value : "";
  };
  const values = { unit: field("unit"), width: field("width"), length: field("length"), depth: field("depth") };
  const checked = checkMeasurement(values);
  return checked.ok ? { values, measurement: checked.measurement } : null;
}

export function forgetFit(store: Storage | null = storage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // Nothing was kept that could be removed.
  }
}
