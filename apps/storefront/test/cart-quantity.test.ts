import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQuantityScheduler, parseQuantity } from "../app/cart/quantity-scheduler";
import { cartLineTitle } from "../app/cart/line-label";
import { cartButtonName } from "../app/cart/CartHeaderButton";
import { cartLine } from "./cart-fixtures";

describe("quantity scheduler", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function scheduler(confirmed = 2) {
    const send = vi.fn<(quantity: number) => void>();
    return { send, quantity: createQuantityScheduler({ confirmedQuantity: () => confirmed, send }) };
  }

  // "Quantity changes are debounced by 300 ms".
  it("coalesces a burst into one absolute update after 300 ms of quiet", () => {
    const { send, quantity } = scheduler();
    quantity.request(3);
    vi.advanceTimersByTime(200);
    quantity.request(4);
    vi.advanceTimersByTime(200);
    quantity.request(5);
    vi.advanceTimersByTime(299);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(5);
  });

  it("sends nothing when the burst ends where it started", () => {
    const { send, quantity } = scheduler(2);
    quantity.request(3);
    quantity.request(2);
    vi.runAllTimers();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends a waiting quantity at once on flush, and never twice", () => {
    const { send, quantity } = scheduler();
    quantity.request(9);
    quantity.flush();
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(9);
  });

  it("drops a waiting quantity on cancel", () => {
    const { send, quantity } = scheduler();
    quantity.request(9);
    quantity.cancel();
    vi.runAllTimers();
    expect(send).not.toHaveBeenCalled();
  });
});

describe("typed quantities", () => {
  it.each([
    ["1", 1],
    ["30", 30],
    [" 7 ", 7],
    ["0", 0],
  ])("accepts %j as %i", (raw, expected) => expect(parseQuantity(raw)).toBe(expected));

  it.each(["31", "-1", "2.5", "", "abc", "1e1"])("refuses %j", (raw) => expect(parseQuantity(raw)).toBeNull());
});

describe("cart labels", () => {
  it("names a line by quantity, product line and size", () => {
    expect(cartLineTitle(cartLine())).toBe("2 x Classic Queen");
    expect(cartLineTitle(cartLine({ quantity: 1, line: "premium", size: "Super King" }))).toBe(
      "1 x Premium Super King",
    );
  });

  it("gives the header button a name that counts the items", () => {
    expect(cartButtonName("Cart", 0)).toBe("Cart");
    expect(cartButtonName("Cart", 1)).toBe("Cart, 1 item");
    expect(cartButtonName("Cart", 2)).toBe("Cart, 2 items");
  });
});
