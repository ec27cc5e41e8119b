import type { Cart, CartNotice } from "../commerce/types";

/**
 * The cart as the browser holds it: the shop's last answer with the shopper's unconfirmed edits laid over.
 * Totals are never computed here; until the shop answers they stay its last figures.
 */
export type PendingEdit = { kind: "quantity"; quantity: number } | { kind: "remove" };

/** An edit sent to the shop for one line. */
export type LineEdit = { lineId: string; edit: PendingEdit };

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
  | { type: "settled"; sent: LineEdit | null; cart: Cart | null; notices: CartNotice[] }
  | { type: "rolled-back"; sent: LineEdit | null; notice: CartNotice };

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

function sameEdit(first: PendingEdit | undefined, second: PendingEdit): boolean {
  if (!first || first.kind !== second.kind) return false;
  return first.kind === "remove" || (second.kind === "quantity" && first.quantity === second.quantity);
}

/** Clears a line's pending edit once the shop has answered it, unless the shopper changed it again meanwhile. */
function withoutSent(pending: CartState["pending"], sent: LineEdit | null): CartState["pending"] {
  if (sent === null || !sameEdit(pending[sent.lineId], sent.edit)) return pending;
  return Object.fromEntries(Object.entries(pending).filter(([id]) => id !== sent.lineId));
}

function settle(
  state: CartState,
  confirmed: Cart | null,
  pending: CartState["pending"],
  notices: CartNotice[],
): CartState {
  // A line the shop no longer has cannot carry an edit any more.
  const known = new Set(confirmed?.lines.map((line) => line.id) ?? []);
  const live = Object.fromEntries(Object.entries(pending).filter(([lineId]) => known.has(lineId)));
  return { ...state, status: "ready", confirmed, pending: live, cart: applyPendingEdits(confirmed, live), notices };
}

/** The code of the notice that the cart could not be reached: the next cart read that succeeds withdraws it. */
export const UNREACHABLE = "UNREACHABLE";

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "load-started":
      return state.status === "ready" ? state : { ...state, status: "loading" };
    case "loaded":
      return settle(
        state,
        action.cart,
        state.pending,
        state.notices.filter((notice) => notice.code !== UNREACHABLE),
      );
    case "load-failed":
      return { ...state, status: state.confirmed ? "ready" : "failed", notices: [action.notice] };
    case "edited": {
      const pending = { ...state.pending, [action.lineId]: action.edit };
      return { ...state, pending, cart: applyPendingEdits(state.confirmed, pending), notices: [] };
    }
    case "settled":
      return settle(state, action.cart, withoutSent(state.pending, action.sent), action.notices);
    case "rolled-back": {
      const pending = withoutSent(state.pending, action.sent);
      return { ...state, pending, cart: applyPendingEdits(state.confirmed, pending), notices: [action.notice] };
    }
  }
}
