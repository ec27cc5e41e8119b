import { useEffect, useSyncExternalStore } from "react";
import type { Cart, CartNotice } from "../commerce/types";
import { CART_UNREACHABLE } from "./cart-copy";
import { cartReducer, initialCartState, type CartAction, type CartState, type LineEdit } from "./cart-state";

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

export type CartChangeResult = { cart: Cart | null; notices: CartNotice[]; checkoutUrl: string | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function readCart(value: unknown): Cart | null {
  return isRecord(value) && Array.isArray(value.lines) ? (value as Cart) : null;
}

function readNotices(value: unknown): CartNotice[] {
  if (!Array.isArray(value)) return [];
  return value.filter((notice): notice is CartNotice => isRecord(notice) && typeof notice.message === "string");
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  if (!response.headers.get("content-type")?.includes("json")) return null;
  const body: unknown = await response.json().catch(() => null);
  return isRecord(body) ? body : null;
}

const unreachable: CartNotice = { kind: "error", code: null, message: CART_UNREACHABLE };

let loading: Promise<void> | null = null;

/** Reads the cart again from the shop (after any change made elsewhere: /buy's add, another tab). */
export function refreshCart(): Promise<void> {
  loading ??= (async () => {
    dispatch({ type: "load-started" });
    try {
      const response = await fetch(CART_ENDPOINT, { headers: { Accept: "application/json" }, cache: "no-store" });
      const body = await readJson(response);
      if (!response.ok || !body) throw new Error(`cart answered ${response.status}`);
      dispatch({ type: "loaded", cart: readCart(body.cart) });
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

/**
 * Sends one cart form to the cart endpoint. A previewed edit it carries (`sent`) is undone if the
 * shop refuses; whatever the shop answers replaces the cart, totals included.
 */
export async function sendCartChange(form: FormData, sent: LineEdit | null = null): Promise<CartChangeResult | null> {
  try {
    const response = await fetch(CART_ENDPOINT, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json" },
    });
    const body = await readJson(response);
    const notices = readNotices(body?.notices);
    if (!response.ok || !body || !("cart" in body)) {
      dispatch({ type: "rolled-back", sent, notice: notices[0] ?? unreachable });
      return null;
    }
    const cart = readCart(body.cart);
    dispatch({ type: "settled", sent, cart, notices });
    return { cart, notices, checkoutUrl: typeof body.checkoutUrl === "string" ? body.checkoutUrl : null };
  } catch {
    dispatch({ type: "rolled-back", sent, notice: unreachable });
    return null;
  }
}

/** The line's quantity as the shop last confirmed it (null when the shop has no such line). */
export function confirmedQuantity(lineId: string): number | null {
  return state.confirmed?.lines.find((line) => line.id === lineId)?.quantity ?? null;
}

// Stryker disable all: React's subscription and the back-forward cache are browser glue, proven by
// the journeys (e2e/cart.spec.ts), not by the unit tests that mutation testing runs.
let watchingRestores = false;

/** A page restored from the back-forward cache (say, back from checkout) must not show the old cart. */
function watchPageRestores(): void {
  if (watchingRestores) return;
  watchingRestores = true;
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) void refreshCart();
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
    watchPageRestores();
    if (state.status === "idle") void refreshCart();
  }, []);
  return snapshot;
}
// Stryker restore all
