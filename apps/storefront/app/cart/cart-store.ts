import { useEffect, useSyncExternalStore } from "react";
import { cartAnswerSchema, type CartAnswer, type CartNotice } from "../commerce/cart/cart-model";
import { CART_UNREACHABLE } from "./cart-copy";
import {
  cartReducer,
  initialCartState,
  UNREACHABLE,
  type CartAction,
  type CartState,
  type LineEdit,
} from "./cart-state";

/**
 * One cart per browser tab, shared by the header panel and /buy step 4 without a provider. It only
 * ever fills after hydration: server HTML (which CDNs cache for everyone) never holds a cart.
 */
export const CART_ENDPOINT = "/api/cart";

let state: CartState = initialCartState;
const listeners = new Set<() => void>();

function dispatch(action: CartAction): void {
  const next = cartReducer(state, action);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The tab's cart as it stands: what useCart renders. */
export const currentCartState = (): CartState => state;
const getServerSnapshot = () => initialCartState;

/** A cart change the shop accepted, with what it said; or why it was not. */
export type CartChangeResult = { accepted: true; answer: CartAnswer } | { accepted: false; notice: CartNotice };

/**
 * The cart endpoint's answer, checked against the one cart model: anything else (an HTML error page
 * from a proxy, a truncated body) counts as the shop being unreachable, never as a cart.
 */
async function readAnswer(response: Response): Promise<CartAnswer | null> {
  if (!response.headers.get("content-type")?.includes("json")) return null;
  const body: unknown = await response.json().catch(() => null);
  const answer = cartAnswerSchema.safeParse(body);
  return answer.success ? answer.data : null;
}

const unreachable: CartNotice = { kind: "error", code: UNREACHABLE, message: CART_UNREACHABLE };

let loading: Promise<void> | null = null;

/** Reads the cart again from the shop (after a change made elsewhere: another tab, the checkout). */
export function refreshCart(): Promise<void> {
  loading ??= (async () => {
    dispatch({ type: "load-started" });
    try {
      const response = await fetch(CART_ENDPOINT, { headers: { Accept: "application/json" }, cache: "no-store" });
      const answer = await readAnswer(response);
      if (!response.ok || !answer) throw new Error(`cart answered ${response.status}`);
      dispatch({ type: "loaded", cart: answer.cart });
    } catch {
      dispatch({ type: "load-failed", notice: unreachable });
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** Shows a quantity change or removal at once, before the shop confirms it (totals wait for the shop). */
export function previewLineEdit(sent: LineEdit): void {
  dispatch({ type: "edited", ...sent });
}

/** Refusals that mean the cart changed elsewhere (another tab emptied it, a checkout ended it). */
const CART_CHANGED_ELSEWHERE = new Set(["UNKNOWN_LINE", "NO_CART"]);

/**
 * Sends one cart form to the cart endpoint. A previewed edit it carries (`sent`) is undone if the
 * shop refuses; whatever the shop answers replaces the cart, totals included.
 */
export async function sendCartChange(form: FormData, sent: LineEdit | null = null): Promise<CartChangeResult> {
  let answer: CartAnswer | null = null;
  let accepted = false;
  let status = 0;
  try {
    const response = await fetch(CART_ENDPOINT, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json" },
    });
    answer = await readAnswer(response);
    status = response.status;
    accepted = response.ok && !answer?.notices.some((notice) => notice.kind === "error");
  } catch {
    // Offline, or the connection dropped: the shopper is told below, and nothing they chose is lost.
  }
  if (!answer || !accepted) {
    const notice = answer?.notices.find((candidate) => candidate.kind === "error") ?? unreachable;
    dispatch({ type: "rolled-back", sent, notice });
    // The tab's cart is out of date: show the one the shop holds, under the shop's reason.
    if (answer && (status === 409 || CART_CHANGED_ELSEWHERE.has(notice.code ?? ""))) await refreshCart();
    return { accepted: false, notice };
  }
  dispatch({ type: "settled", sent, cart: answer.cart, notices: answer.notices });
  return { accepted: true, answer };
}

/** The line's quantity as the shop last confirmed it (null when the shop has no such line). */
export function confirmedQuantity(lineId: string): number | null {
  return state.confirmed?.lines.find((line) => line.id === lineId)?.quantity ?? null;
}

// Stryker disable all: React's subscription and the back-forward cache are browser glue, proven by
// the journeys (e2e/cart.spec.ts), not by the unit tests that mutation testing runs.
let watchingReturns = false;

/**
 * A page restored from the back-forward cache (say, back from checkout) must not show the old cart,
 * nor a tab the shopper comes back to after changing the cart in another.
 */
function watchReturns(): void {
  if (watchingReturns) return;
  watchingReturns = true;
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) void refreshCart();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && state.status !== "idle") void refreshCart();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shared cart; the first component to use it after hydration loads it. */
export function useCart(): CartState {
  const snapshot = useSyncExternalStore(subscribe, currentCartState, getServerSnapshot);
  useEffect(() => {
    watchReturns();
    // A task of its own: starting the request and rendering "loading" stay out of the commit that
    // ends hydration, the page's longest task on a phone (bench/README.md).
    const load = setTimeout(() => {
      if (state.status === "idle") void refreshCart();
    }, 0);
    return () => clearTimeout(load);
  }, []);
  return snapshot;
}
// Stryker restore all
