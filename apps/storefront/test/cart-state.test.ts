import { describe, expect, it } from "vitest";
import { cartReducer, initialCartState, UNREACHABLE, type CartState } from "../app/cart/cart-state";
import { cartLine, cartWith } from "./cart-fixtures";

const queen = cartLine();
const king = cartLine({
  id: "gid://shopify/CartLine/king?cart=abc",
  size: "King",
  quantity: 1,
  variantTitle: "King / 15-20 cm",
});
const loaded: CartState = cartReducer(initialCartState, { type: "loaded", cart: cartWith([queen, king]) });
const failure = { kind: "error" as const, code: null, message: "The shop said no" };

describe("cart reducer", () => {
  it("shows a quantity change at once but keeps the shop's totals", () => {
    const state = cartReducer(loaded, { type: "edited", lineId: queen.id, edit: { kind: "quantity", quantity: 5 } });
    expect(state.cart?.lines[0]?.quantity).toBe(5);
    expect(state.cart?.itemCount).toBe(6);
    expect(state.cart?.total).toEqual(loaded.cart?.total);
    expect(state.confirmed?.lines[0]?.quantity).toBe(2);
  });

  it("hides a removed line at once", () => {
    const state = cartReducer(loaded, { type: "edited", lineId: king.id, edit: { kind: "remove" } });
    expect(state.cart?.lines.map((line) => line.id)).toEqual([queen.id]);
    expect(state.cart?.itemCount).toBe(2);
  });

  it("rolls an edit back when the shop refuses it and says why", () => {
    const sent = { lineId: king.id, edit: { kind: "remove" as const } };
    const edited = cartReducer(loaded, { type: "edited", ...sent });
    const state = cartReducer(edited, { type: "rolled-back", sent, notice: failure });
    expect(state.cart?.lines.map((line) => line.id)).toEqual([queen.id, king.id]);
    expect(state.notices).toEqual([failure]);
  });

  it("takes the shop's answer, totals included, once it confirms", () => {
    const sent = { lineId: queen.id, edit: { kind: "quantity" as const, quantity: 3 } };
    const edited = cartReducer(loaded, { type: "edited", ...sent });
    const answer = cartWith([{ ...queen, quantity: 3 }, king], "3400.0");
    const state = cartReducer(edited, { type: "settled", sent, cart: answer, notices: [] });
    expect(state.pending).toEqual({});
    expect(state.cart).toEqual(answer);
  });

  it("keeps a newer edit when an older answer arrives", () => {
    const first = { lineId: queen.id, edit: { kind: "quantity" as const, quantity: 3 } };
    let state = cartReducer(loaded, { type: "edited", ...first });
    state = cartReducer(state, { type: "edited", lineId: queen.id, edit: { kind: "quantity", quantity: 7 } });
    state = cartReducer(state, {
      type: "settled",
      sent: first,
      cart: cartWith([{ ...queen, quantity: 3 }, king]),
      notices: [],
    });
    expect(state.cart?.lines[0]?.quantity).toBe(7);
    state = cartReducer(state, { type: "rolled-back", sent: first, notice: failure });
    expect(state.cart?.lines[0]?.quantity).toBe(7);
  });

  it("drops edits for lines the shop no longer has", () => {
    const edited = cartReducer(loaded, { type: "edited", lineId: king.id, edit: { kind: "quantity", quantity: 4 } });
    const state = cartReducer(edited, { type: "loaded", cart: cartWith([queen]) });
    expect(state.pending).toEqual({});
    expect(state.cart?.lines).toHaveLength(1);
  });

  it("keeps the cart it has when a reload fails, and says so", () => {
    const state = cartReducer(loaded, { type: "load-failed", notice: failure });
    expect(state.status).toBe("ready");
    expect(state.cart?.lines).toHaveLength(2);
    expect(cartReducer(initialCartState, { type: "load-failed", notice: failure }).status).toBe("failed");
  });

  it("withdraws 'could not reach your cart' once a read of the cart succeeds, and keeps the shop's own reasons", () => {
    const unreachable = { kind: "error" as const, code: UNREACHABLE, message: "We couldn't reach your cart" };
    const failed = cartReducer(loaded, { type: "load-failed", notice: unreachable });
    expect(failed.notices).toEqual([unreachable]);
    expect(cartReducer(failed, { type: "loaded", cart: cartWith([queen]) }).notices).toEqual([]);
    const refused = cartReducer(loaded, { type: "rolled-back", sent: null, notice: failure });
    expect(cartReducer(refused, { type: "loaded", cart: cartWith([queen]) }).notices).toEqual([failure]);
  });
});

describe("cart reducer at its edges", () => {
  const settledWith = (state: CartState, sent: { lineId: string; quantity: number } | null) =>
    cartReducer(state, {
      type: "settled",
      sent: sent && { lineId: sent.lineId, edit: { kind: "quantity", quantity: sent.quantity } },
      cart: cartWith([queen, king]),
      notices: [],
    });

  it("starts empty and idle, then loading until the first answer", () => {
    expect(initialCartState).toEqual({ status: "idle", confirmed: null, pending: {}, cart: null, notices: [] });
    expect(cartReducer(initialCartState, { type: "load-started" })).toEqual({ ...initialCartState, status: "loading" });
    expect(cartReducer(loaded, { type: "load-started" })).toBe(loaded);
    expect(loaded.status).toBe("ready");
  });

  it("a first load that fails says so, with nothing to show", () => {
    expect(cartReducer(initialCartState, { type: "load-failed", notice: failure })).toEqual({
      ...initialCartState,
      status: "failed",
      notices: [failure],
    });
  });

  it("an empty answer is an empty cart", () => {
    const empty = cartReducer(initialCartState, { type: "loaded", cart: null });
    expect(empty).toMatchObject({ status: "ready", confirmed: null, cart: null, pending: {} });
  });

  it("quantity 0 shows the line removed at once", () => {
    const edited = cartReducer(loaded, { type: "edited", lineId: queen.id, edit: { kind: "quantity", quantity: 0 } });
    expect(edited.cart?.lines.map((line) => line.id)).toEqual([king.id]);
    expect(edited.cart?.itemCount).toBe(1);
  });

  it("an edit clears the last notices and shows only that line changed", () => {
    const noticed = cartReducer(loaded, { type: "load-failed", notice: failure });
    const edited = cartReducer(noticed, { type: "edited", lineId: king.id, edit: { kind: "quantity", quantity: 3 } });
    expect(edited.notices).toEqual([]);
    expect(edited.cart?.lines.map((line) => line.quantity)).toEqual([queen.quantity, 3]);
  });

  it("the shop's answer to one line's edit keeps the other line's edit waiting", () => {
    let state = cartReducer(loaded, { type: "edited", lineId: queen.id, edit: { kind: "quantity", quantity: 5 } });
    state = cartReducer(state, { type: "edited", lineId: king.id, edit: { kind: "quantity", quantity: 4 } });
    state = settledWith(state, { lineId: queen.id, quantity: 5 });
    expect(state.pending).toEqual({ [king.id]: { kind: "quantity", quantity: 4 } });
    expect(state.cart?.lines.map((line) => line.quantity)).toEqual([queen.quantity, 4]);
  });

  it("an answer to an older quantity, or to a removal while a quantity waits, keeps the wait", () => {
    const waiting = cartReducer(loaded, { type: "edited", lineId: queen.id, edit: { kind: "quantity", quantity: 5 } });
    expect(settledWith(waiting, { lineId: queen.id, quantity: 4 }).pending).toEqual(waiting.pending);
    const afterRemoval = cartReducer(waiting, {
      type: "settled",
      sent: { lineId: queen.id, edit: { kind: "remove" } },
      cart: cartWith([queen, king]),
      notices: [],
    });
    expect(afterRemoval.pending).toEqual(waiting.pending);
    expect(settledWith(waiting, null).pending).toEqual(waiting.pending);
  });

  it("an answer to a removal clears that removal", () => {
    const removing = cartReducer(loaded, { type: "edited", lineId: king.id, edit: { kind: "remove" } });
    const answered = cartReducer(removing, {
      type: "settled",
      sent: { lineId: king.id, edit: { kind: "remove" } },
      cart: cartWith([queen]),
      notices: [],
    });
    expect(answered.pending).toEqual({});
    expect(answered.cart?.lines).toEqual([queen]);
  });

  it("a refusal of a line never edited changes nothing but the notice", () => {
    const refused = cartReducer(loaded, {
      type: "rolled-back",
      sent: { lineId: "gid://shopify/CartLine/gone", edit: { kind: "remove" } },
      notice: failure,
    });
    expect(refused).toEqual({ ...loaded, notices: [failure] });
  });
});

describe("a removal made while a quantity is on its way", () => {
  it("stays when the shop answers the quantity", () => {
    let state = cartReducer(loaded, { type: "edited", lineId: king.id, edit: { kind: "quantity", quantity: 3 } });
    state = cartReducer(state, { type: "edited", lineId: king.id, edit: { kind: "remove" } });
    state = cartReducer(state, {
      type: "settled",
      sent: { lineId: king.id, edit: { kind: "quantity", quantity: 3 } },
      cart: cartWith([queen, { ...king, quantity: 3 }]),
      notices: [],
    });
    expect(state.pending).toEqual({ [king.id]: { kind: "remove" } });
    expect(state.cart?.lines).toEqual([queen]);
  });
});
