import { afterEach, describe, expect, it, vi } from "vitest";
import { CART_UNREACHABLE } from "../app/cart/cart-copy";
import { sendCartChange } from "../app/cart/cart-store";
import { cartLine, cartWith } from "./cart-fixtures";

/** The browser's one way to change the cart: what it does with each kind of answer from /api/cart. */

const form = () => {
  const data = new FormData();
  data.set("intent", "remove");
  return data;
};

function answerWith(body: unknown, status = 200, contentType = "application/json"): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(text, { status, headers: { "Content-Type": contentType } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("sending a cart change", () => {
  it("takes the shop's answer as the cart, exactly as the server sent it", async () => {
    const cart = cartWith([cartLine()]);
    answerWith({ cart, notices: [] });
    const result = await sendCartChange(form());
    expect(result).toEqual({ accepted: true, answer: { cart, notices: [] } });
  });

  it("keeps the shop's reason when it refuses the change", async () => {
    const refusal = { kind: "error", code: "SOLD_OUT", message: "Sorry, that size and depth is sold out." };
    answerWith({ cart: null, notices: [refusal] }, 409);
    expect(await sendCartChange(form())).toEqual({ accepted: false, notice: refusal });
  });

  it("never shows an answer that is not a cart as one: the shopper is told the cart is unreachable", async () => {
    answerWith({ cart: { id: "x", lines: "all of them" }, notices: [] });
    const result = await sendCartChange(form());
    expect(result).toEqual({ accepted: false, notice: expect.objectContaining({ message: CART_UNREACHABLE }) });
  });

  it("turns a proxy's error page into the unreachable notice, not a blank panel", async () => {
    answerWith("<html>Bad gateway</html>", 502, "text/html");
    const result = await sendCartChange(form());
    expect(result).toEqual({ accepted: false, notice: expect.objectContaining({ message: CART_UNREACHABLE }) });
  });

  it("turns a dropped connection into the unreachable notice", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const result = await sendCartChange(form());
    expect(result).toEqual({ accepted: false, notice: expect.objectContaining({ message: CART_UNREACHABLE }) });
  });
});
