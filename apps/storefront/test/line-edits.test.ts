import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeLine, setLinePackaging, updateLineQuantity } from "../app/cart/line-edits";
import { CART_UNREACHABLE } from "../app/cart/cart-copy";
import { confirmedQuantity, currentCartState, refreshCart, sendCartChange } from "../app/cart/cart-store";
import type { Cart } from "../app/commerce/types";
import { currentToasts } from "../app/ui/toast-store";
import { cartLine, cartWith } from "./cart-fixtures";

/** The cart panel's actions as the browser runs them; only `fetch` is stood in, answering as /api/cart does. */

type Sent = { url: string; method: string; fields: Record<string, string>; accept?: string; cache?: string };
let sent: Sent[];
let answer: () => Response;
let shownWhileSending: (Cart | null)[];

const line = cartLine({ quantity: 2 });
const confirmed = (cart: Cart) => () => Response.json({ cart, notices: [], checkoutUrl: cart.checkoutUrl });
const refusedQuantity = () =>
  Response.json(
    { notices: [{ kind: "error", code: "INVALID_INPUT", message: "Choose a whole number from 1 to 30." }] },
    { status: 400 },
  );

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  shownWhileSending = [];
  answer = confirmed(cartWith([line]));
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => {
      const fields: Record<string, string> = {};
      if (init.body instanceof FormData) for (const [name, value] of init.body) fields[name] = String(value);
      const accept = new Headers(init.headers).get("Accept") ?? undefined;
      sent.push({ url, method: init.method ?? "GET", fields, accept, ...(init.cache ? { cache: init.cache } : {}) });
      // What the shopper sees while the shop has not answered yet.
      shownWhileSending.push(currentCartState().cart);
      return Promise.resolve(answer());
    }),
  );
});

afterEach(() => {
  vi.runAllTimers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The toasts on screen once those just asked for are shown (they show on the next tick). */
function toasts() {
  vi.advanceTimersByTime(0);
  return currentToasts().map(({ message, detail }) => ({ message, detail }));
}

describe("a quantity change", () => {
  it("sends the absolute quantity for the line, and Item Quantity Updated shows 2 s", async () => {
    answer = confirmed(cartWith([cartLine({ quantity: 3 })]));
    await updateLineQuantity(line, 3, "/buy?step=4");
    expect(sent).toEqual([
      {
        url: "/api/cart",
        method: "POST",
        fields: { intent: "set-quantity", lineId: line.id, redirectTo: "/buy?step=4", quantity: "3" },
        accept: "application/json",
      },
    ]);
    expect(confirmedQuantity(line.id)).toBe(3);
    expect(toasts()).toEqual([{ message: "Item Quantity Updated", detail: null }]);
    vi.advanceTimersByTime(1999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toEqual([]);
  });

  it("to 0 removes the line (quantity 0 removes the item)", async () => {
    answer = confirmed(cartWith([]));
    await updateLineQuantity(line, 0, "/");
    expect(sent.map((request) => request.fields)).toEqual([{ intent: "remove", lineId: line.id, redirectTo: "/" }]);
    expect(confirmedQuantity(line.id)).toBeNull();
  });

  it("refused by the shop, says nothing of an update and puts the shop's quantity back", async () => {
    await sendCartChange(new FormData());
    answer = refusedQuantity;
    await updateLineQuantity(line, 31, "/");
    expect(toasts()).toEqual([]);
    expect(confirmedQuantity(line.id)).toBe(2);
  });

  it("with the shop's warning, still confirms the update", async () => {
    answer = () =>
      Response.json({
        cart: cartWith([cartLine({ quantity: 5 })]),
        notices: [{ kind: "warning", message: "Only 5 left" }],
      });
    await updateLineQuantity(line, 9, "/");
    expect(toasts()).toEqual([{ message: "Item Quantity Updated", detail: null }]);
  });

  it("with an error notice beside a cart, says nothing of an update", async () => {
    answer = () => Response.json({ cart: cartWith([line]), notices: [{ kind: "error", message: "Sold out" }] });
    await updateLineQuantity(line, 3, "/");
    expect(toasts()).toEqual([]);
  });
});

describe("removing a line", () => {
  it("shows Successfully removed item from cart, naming the variant, for 2 s (2000 ms)", async () => {
    answer = confirmed(cartWith([]));
    await removeLine(line, "/buy?step=4");
    expect(sent.map((request) => request.fields)).toEqual([
      { intent: "remove", lineId: line.id, redirectTo: "/buy?step=4" },
    ]);
    expect(toasts()).toEqual([{ message: "Successfully removed item from cart", detail: "Queen / 21-25 cm" }]);
    vi.advanceTimersByTime(1999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toEqual([]);
  });

  it("when the shop cannot be reached, says so and shows no toast", async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError("fetch failed"));
    expect(await sendCartChange(new FormData())).toEqual({
      accepted: false,
      notice: expect.objectContaining({ message: CART_UNREACHABLE }),
    });
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError("fetch failed"));
    await removeLine(line, "/");
    expect(toasts()).toEqual([]);
  });
});

describe("premium packaging", () => {
  it.each([true, false])("sends the line's packaging as %s", async (premiumPackaging) => {
    await setLinePackaging(line, premiumPackaging, "/");
    expect(sent.map((request) => request.fields)).toEqual([
      { intent: "set-packaging", lineId: line.id, redirectTo: "/", premiumPackaging: String(premiumPackaging) },
    ]);
    expect(toasts()).toEqual([]);
  });
});

describe("the cart endpoint's answers", () => {
  it("gives the shop's cart, notices and checkout address, exactly as the endpoint sent them", async () => {
    const cart = cartWith([line]);
    const body = {
      cart,
      notices: [{ kind: "warning", code: "LOW_STOCK", message: "Only 2 left" }],
      checkoutUrl: cart.checkoutUrl,
    };
    answer = () => Response.json(body);
    expect(await sendCartChange(new FormData())).toEqual({ accepted: true, answer: body });
  });

  it.each([
    [
      "an error page",
      () => new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "Content-Type": "text/html" } }),
    ],
    ["broken JSON", () => new Response("{", { headers: { "Content-Type": "application/json" } })],
    ["JSON that is not an object", () => Response.json(["cart"])],
    ["an answer without a cart", () => Response.json({ notices: [] })],
    ["a cart that is not one", () => Response.json({ cart: { lines: "none" }, notices: [] })],
    ["a notice that is not one", () => Response.json({ cart: null, notices: [{ bogus: true }] })],
    ["JSON sent as text", () => new Response(JSON.stringify({ cart: cartWith([line]), notices: [] }))],
    ["a refusal that carries a cart", () => Response.json({ cart: cartWith([line]), notices: [] }, { status: 409 })],
  ])("never shows %s as a cart: the shopper is told the cart is unreachable", async (_what, badAnswer) => {
    answer = badAnswer;
    expect(await sendCartChange(new FormData())).toEqual({
      accepted: false,
      notice: expect.objectContaining({ message: CART_UNREACHABLE }),
    });
  });

  it("reloading the cart asks the endpoint once however many ask at the same time", async () => {
    answer = confirmed(cartWith([cartLine({ quantity: 4 })]));
    await Promise.all([refreshCart(), refreshCart()]);
    expect(sent).toEqual([
      { url: "/api/cart", method: "GET", fields: {}, accept: "application/json", cache: "no-store" },
    ]);
    expect(confirmedQuantity(line.id)).toBe(4);
    await refreshCart();
    expect(sent).toHaveLength(2);
  });

  it("a failed reload keeps the cart it has", async () => {
    answer = confirmed(cartWith([cartLine({ quantity: 6 })]));
    await refreshCart();
    answer = () => Response.json({ notices: [{ kind: "error", message: CART_UNREACHABLE }] }, { status: 503 });
    await refreshCart();
    expect(confirmedQuantity(line.id)).toBe(6);
  });
});

describe("what the shopper sees before the shop answers", () => {
  beforeEach(async () => {
    answer = confirmed(cartWith([line]));
    await refreshCart();
    shownWhileSending = [];
  });

  it("a new quantity at once", async () => {
    answer = confirmed(cartWith([cartLine({ quantity: 7 })]));
    await updateLineQuantity(line, 7, "/");
    expect(shownWhileSending.map((cart) => cart?.lines.map((shown) => shown.quantity))).toEqual([[7]]);
    expect(currentCartState().pending).toEqual({});
  });

  it("a removed line gone at once, and back with the shop's reason when it refuses", async () => {
    const refusal = { kind: "error", code: "NOT_FOUND", message: "That cart item could not be found." };
    answer = () => Response.json({ cart: cartWith([line]), notices: [refusal] }, { status: 400 });
    await removeLine(line, "/");
    expect(shownWhileSending.map((cart) => cart?.lines)).toEqual([[]]);
    expect(currentCartState().cart?.lines).toEqual([line]);
    expect(currentCartState().notices).toEqual([refusal]);
    expect(toasts()).toEqual([]);
  });

  it("a removal the shop answers with an error beside the cart shows no toast", async () => {
    answer = () => Response.json({ cart: cartWith([]), notices: [{ kind: "error", message: "Sold out" }] });
    await removeLine(line, "/");
    expect(toasts()).toEqual([]);
  });

  it("a removal the shop answers with a warning still shows its toast", async () => {
    answer = () => Response.json({ cart: cartWith([]), notices: [{ kind: "warning", message: "Stock is low" }] });
    await removeLine(line, "/");
    expect(toasts()).toEqual([{ message: "Successfully removed item from cart", detail: line.variantTitle }]);
  });

  it("a reload that fails keeps the cart and says why", async () => {
    answer = () => new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "Content-Type": "text/html" } });
    await refreshCart();
    expect(currentCartState()).toMatchObject({
      status: "ready",
      cart: { lines: [line] },
      notices: [{ kind: "error", message: CART_UNREACHABLE }],
    });
  });
});

describe("an answer that is the cart endpoint's", () => {
  it("an empty cart is an answer", async () => {
    answer = () => Response.json({ cart: null, notices: [] });
    expect(await sendCartChange(new FormData())).toEqual({ accepted: true, answer: { cart: null, notices: [] } });
  });
});

describe("a cart changed in another tab", () => {
  it("a change the shop refuses for it shows the shop's cart, under the shop's reason", async () => {
    await sendCartChange(new FormData());
    expect(confirmedQuantity(line.id)).toBe(2);
    const stale = "That item is no longer in your cart. Please refresh your cart and try again.";
    answer = () =>
      sent.at(-1)?.method === "POST"
        ? Response.json(
            { cart: null, notices: [{ kind: "error", code: "UNKNOWN_LINE", message: stale }] },
            { status: 400 },
          )
        : Response.json({ cart: cartWith([]), notices: [] });
    await updateLineQuantity(line, 3, "/buy?step=4");
    expect(sent.slice(-2).map((request) => request.method)).toEqual(["POST", "GET"]);
    expect(currentCartState().cart?.lines).toEqual([]);
    expect(currentCartState().notices.map((notice) => notice.message)).toEqual([stale]);
  });

  it("a change refused for the shopper's own input does not read the cart again", async () => {
    await sendCartChange(new FormData());
    answer = refusedQuantity;
    await updateLineQuantity(line, 31, "/");
    expect(sent.at(-1)?.method).toBe("POST");
  });
});
