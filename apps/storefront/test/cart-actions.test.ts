import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeLine, setLinePackaging, updateLineQuantity } from "../app/cart/cart-actions";
import { CART_UNREACHABLE } from "../app/cart/cart-copy";
import { confirmedQuantity, refreshCart, sendCartChange } from "../app/cart/cart-store";
import type { Cart } from "../app/commerce/types";
import { currentToasts } from "../app/ui/toast-store";
import { cartLine, cartWith } from "./cart-fixtures";

/**
 * The cart panel's actions (SPEC §4 cart rules) as the browser runs them: what each sends to the
 * cart endpoint, and what the shopper is told. The network is the only stand-in: `fetch` answers
 * as /api/cart does.
 */

type Sent = { url: string; method: string; fields: Record<string, string> };
let sent: Sent[];
let answer: () => Response;

const line = cartLine({ quantity: 2 });
const confirmed = (cart: Cart) => () => Response.json({ cart, notices: [], checkoutUrl: cart.checkoutUrl });

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  answer = confirmed(cartWith([line]));
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => {
      const fields: Record<string, string> = {};
      if (init.body instanceof FormData) for (const [name, value] of init.body) fields[name] = String(value);
      sent.push({ url, method: init.method ?? "GET", fields });
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
  it("sends the absolute quantity for the line, and Item Quantity Updated shows 2 s (SPEC §4)", async () => {
    answer = confirmed(cartWith([cartLine({ quantity: 3 })]));
    await updateLineQuantity(line, 3, "/buy?step=4");
    expect(sent).toEqual([
      {
        url: "/api/cart",
        method: "POST",
        fields: { intent: "set-quantity", lineId: line.id, redirectTo: "/buy?step=4", quantity: "3" },
      },
    ]);
    expect(confirmedQuantity(line.id)).toBe(3);
    expect(toasts()).toEqual([{ message: "Item Quantity Updated", detail: null }]);
    vi.advanceTimersByTime(1999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toEqual([]);
  });

  it("to 0 removes the line (SPEC §4: quantity 0 removes the item)", async () => {
    answer = confirmed(cartWith([]));
    await updateLineQuantity(line, 0, "/");
    expect(sent.map((request) => request.fields)).toEqual([{ intent: "remove", lineId: line.id, redirectTo: "/" }]);
    expect(confirmedQuantity(line.id)).toBeNull();
  });

  it("refused by the shop, says nothing of an update and puts the shop's quantity back", async () => {
    await sendCartChange(new FormData());
    answer = () =>
      Response.json(
        { notices: [{ kind: "error", code: "INVALID_INPUT", message: "Choose a whole number from 1 to 30." }] },
        { status: 400 },
      );
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
  it("shows Successfully removed item from cart, naming the variant, for 2 s (SPEC §4, §9: 2000 ms)", async () => {
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
    expect(await sendCartChange(new FormData())).toBeNull();
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
  it("gives the shop's cart, notices and checkout address", async () => {
    const cart = cartWith([line]);
    answer = () =>
      Response.json({
        cart,
        notices: [{ kind: "warning", message: "Only 2 left" }, { bogus: true }],
        checkoutUrl: cart.checkoutUrl,
      });
    expect(await sendCartChange(new FormData())).toEqual({
      cart,
      notices: [{ kind: "warning", message: "Only 2 left" }],
      checkoutUrl: cart.checkoutUrl,
    });
  });

  it("reads a missing checkout address, or a cart that is not one, as none", async () => {
    answer = () => Response.json({ cart: { lines: "none" }, notices: "none", checkoutUrl: 42 });
    expect(await sendCartChange(new FormData())).toEqual({ cart: null, notices: [], checkoutUrl: null });
  });

  it.each([
    [
      "an error page",
      () => new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "Content-Type": "text/html" } }),
    ],
    ["broken JSON", () => new Response("{", { headers: { "Content-Type": "application/json" } })],
    ["JSON that is not an object", () => Response.json(["cart"])],
    ["an answer without a cart", () => Response.json({ notices: [] })],
  ])("reads %s as no answer", async (_what, badAnswer) => {
    answer = badAnswer;
    expect(await sendCartChange(new FormData())).toBeNull();
  });

  it("reloading the cart asks the endpoint once however many ask at the same time", async () => {
    answer = confirmed(cartWith([cartLine({ quantity: 4 })]));
    await Promise.all([refreshCart(), refreshCart()]);
    expect(sent).toEqual([{ url: "/api/cart", method: "GET", fields: {} }]);
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
