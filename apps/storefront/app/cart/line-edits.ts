import { showToast } from "../ui/Toast";
import type { CartLine } from "../commerce/types";
import { CART_COPY } from "./cart-copy";
import { previewLineEdit, sendCartChange } from "./cart-store";
import type { LineEdit } from "./cart-state";

/** The quantity and removal toasts stay for 2 s. */
const TOAST_MS = 2000;

function lineForm(intent: string, lineId: string, redirectTo: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("intent", intent);
  form.set("lineId", lineId);
  form.set("redirectTo", redirectTo);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

/** One absolute quantity for a line, shown at once; 0 removes it. */
export async function updateLineQuantity(line: CartLine, quantity: number, redirectTo: string): Promise<void> {
  if (quantity === 0) return removeLine(line, redirectTo);
  const sent: LineEdit = { lineId: line.id, edit: { kind: "quantity", quantity } };
  previewLineEdit(sent);
  const form = lineForm("set-quantity", line.id, redirectTo, { quantity: String(quantity) });
  const result = await sendCartChange(form, sent);
  if (result.accepted) {
    showToast(CART_COPY.quantityUpdated, { durationMs: TOAST_MS });
  }
}

/** Removes a line at once; the toast names the variant so the shopper knows which one went. */
export async function removeLine(line: CartLine, redirectTo: string): Promise<void> {
  const sent: LineEdit = { lineId: line.id, edit: { kind: "remove" } };
  previewLineEdit(sent);
  const result = await sendCartChange(lineForm("remove", line.id, redirectTo), sent);
  if (result.accepted) {
    showToast(CART_COPY.removed, { detail: line.variantTitle, durationMs: TOAST_MS });
  }
}

export async function setLinePackaging(line: CartLine, premiumPackaging: boolean, redirectTo: string): Promise<void> {
  await sendCartChange(lineForm("set-packaging", line.id, redirectTo, { premiumPackaging: String(premiumPackaging) }));
}
