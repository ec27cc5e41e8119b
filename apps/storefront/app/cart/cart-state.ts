import type { Cart, CartNotice } from "../commerce/types";

/**
 * The cart as the browser holds it. `confirmed` is always the shop's last answer; `pending` holds
 * the shopper's unconfirmed quantity edits and removals per line, laid over it to make `cart`.
 * Totals are never computed here: until the shop answers, they stay the shop's last figures.
 */
export type PendingEdit = { kind: "quantity"; quantity: number } | { kind: "remove" };

export type CartStatus = "idle" | "loading" | "ready" | "failed";

export type CartState = {
  status: CartStatus;
  confirmed: Cart | null;
  pending: Readonly<Record<string, PendingEdit>>;
  /** What the shopper sees: `confirmed` with the pending edits applied. */
  cart: Cart | null;
  notices: CartNotice[];
};

export type CartAction =
  | { type: "load-started" }
  | { type: "loaded"; cart: Cart | null }
  | { type: "load-failed"; notice: CartNotice }
  | { type: "edited"; lineId: string; edit: PendingEdit }
  | { type: "settled"; lineId: string | null; cart: Cart | null; notices: CartNotice[] }
  | { type: "rolled-back"; lineId: string | null; notice: CartNotice }
  | { type: "notices-dismissed" };

export const initialCartState: CartState = { status: "idle", confirmed: null, pending: {}, cart: null, notices: [] };

export function applyPendingEdits(cart: Cart | null, pending: CartState["pending"]): Cart | null {
  if (!cart || Object.keys(pending).length === 0) return cart;
  const lines = cart.lines.flatMap((line) => {
    const edit = pending[line.id];
    if (!edit) return [line];
    if (edit.kind === "remove" || edit.quantity === 0) return [];
    return [{ ...line, quantity: edit.quantity }];
  });
  return { ...cart, lines, itemCount: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

function withoutLine(pending: CartState["pending"], lineId: string | null): CartState["pending"] {
  if (lineId === null || !(lineId in pending)) return pending;
  return Object.fromEntries(Object.entries(pending).filter(([id]) => id !== lineId));
}

function settle(state: CartState, confirmed: Cart | null, pending: CartState["pending"], notices: CartNotice[]): CartState {
  // A line the shop no longer has cannot carry an edit any more.
  const known = new Set(confirmed?.lines.map((line) => line.id) ?? []);
  const live = Object.fromEntries(Object.entries(pending).filter(([lineId]) => known.has(lineId)));
  return { ...state, status: "ready", confirmed, pending: live, cart: applyPendingEdits(confirmed, live), notices };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "load-started":
      return state.status === "ready" ? state : { ...state, status: "loading" };
    case "loaded":
      return settle(state, action.cart, state.pending, state.notices);
    case "load-failed":
      return { ...state, status: state.confirmed ? "ready" : "failed", notices: [action.notice] };
    case "edited": {
      const pending = { ...state.pending, [action.lineId]: action.edit };
      return { ...state, pending, cart: applyPendingEdits(state.confirmed, pending), notices: [] };
    }
    case "settled":
      return settle(state, action.cart, withoutLine(state.pending, action.lineId), action.notices);
    case "rolled-back": {
      const pending = withoutLine(state.pending, action.lineId);
      return { ...state, pending, cart: applyPendingEdits(state.confirmed, pending), notices: [action.notice] };
    }
    case "notices-dismissed":
      return state.notices.length === 0 ? state : { ...state, notices: [] };
  }
}
