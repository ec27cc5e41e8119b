import { useEffect, useId, useRef, useState } from "react";
import type { CartLine } from "../commerce/types";
import { CartForm } from "./CartForm";
import { confirmedQuantity } from "./cart-store";
import { updateLineQuantity } from "./line-edits";
import { MAX_QUANTITY, MIN_QUANTITY } from "../commerce/cart/cart-model";
import { createQuantityScheduler, parseQuantity, type QuantityScheduler } from "./quantity-scheduler";

const QUANTITY_ERROR = `Choose a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`;

/**
 * − / + and a number field: separate forms without JavaScript; with it, one update 300 ms after a burst.
 */
export function QuantityField({ line, redirectTo }: { line: CartLine; redirectTo: string }) {
  const id = useId();
  const [draft, setDraft] = useState(String(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  const [error, setError] = useState<string | null>(null);
  const lineRef = useRef(line);
  const schedulerRef = useRef<QuantityScheduler | null>(null);
  // The latest wish, read by − and + so several clicks before a re-render still add up.
  const wantedRef = useRef(line.quantity);

  // The shop's answer (or a rollback) replaces whatever the field shows.
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setDraft(String(line.quantity));
    setError(null);
  }
  useEffect(() => {
    wantedRef.current = line.quantity;
  }, [line.quantity]);

  useEffect(() => {
    lineRef.current = line;
  });
  useEffect(() => {
    const scheduler = createQuantityScheduler({
      confirmedQuantity: () => confirmedQuantity(lineRef.current.id) ?? lineRef.current.quantity,
      send: (quantity) => void updateLineQuantity(lineRef.current, quantity, redirectTo),
    });
    schedulerRef.current = scheduler;
    return () => scheduler.flush();
  }, [redirectTo]);

  const request = (raw: string) => {
    setDraft(raw);
    const quantity = parseQuantity(raw);
    if (quantity === null) {
      setError(QUANTITY_ERROR);
      schedulerRef.current?.cancel();
      return;
    }
    setError(null);
    wantedRef.current = quantity;
    schedulerRef.current?.request(quantity);
  };
  const step = (by: number) => {
    request(String(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, wantedRef.current + by))));
  };
  const current = parseQuantity(draft) ?? line.quantity;
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;

  return (
    <div className="cart-quantity">
      <CartForm
        intent="set-quantity"
        redirectTo={redirectTo}
        fields={{ lineId: line.id }}
        onSend={() => schedulerRef.current?.flush()}
        id={`${id}-form`}
      >
        <label htmlFor={inputId} className="cart-quantity__label">
          Quantity
        </label>
        <div className="cart-quantity__controls">
          <button
            type="submit"
            form={`${id}-less`}
            className="cart-quantity__step"
            aria-label="Decrease quantity"
            disabled={current <= MIN_QUANTITY}
            onClick={(event) => {
              event.preventDefault();
              step(-1);
            }}
          >
            −
          </button>
          <input
            id={inputId}
            className="cart-quantity__input"
            type="number"
            name="quantity"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
            step={1}
            required
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => request(event.currentTarget.value)}
          />
          <button
            type="submit"
            form={`${id}-more`}
            className="cart-quantity__step"
            aria-label="Increase quantity"
            disabled={current >= MAX_QUANTITY}
            onClick={(event) => {
              event.preventDefault();
              step(1);
            }}
          >
            +
          </button>
          <button type="submit" className="cart-quantity__update cart-without-script">
            Update
          </button>
        </div>
        {error ? (
          <p id={errorId} className="cart-quantity__error" role="alert">
            {error}
          </p>
        ) : null}
      </CartForm>
      <CartForm
        intent="set-quantity"
        redirectTo={redirectTo}
        fields={{ lineId: line.id, quantity: String(line.quantity - 1) }}
        id={`${id}-less`}
      />
      <CartForm
        intent="set-quantity"
        redirectTo={redirectTo}
        fields={{ lineId: line.id, quantity: String(line.quantity + 1) }}
        id={`${id}-more`}
      />
    </div>
  );
}
