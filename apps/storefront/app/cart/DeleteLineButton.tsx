import { useId, useRef, useState } from "react";
import type { CartLine } from "../commerce/types";
import { Dialog } from "../ui/Dialog";
import { CartForm } from "./CartForm";
import { CART_COPY } from "./cart-copy";
import { removeLine } from "./line-edits";
import { cartLineTitle } from "./line-label";

/** Focus moves to the next line's Delete (or the cart's heading), so a keyboard shopper stays in step. */
function focusAfterRemoving(form: HTMLFormElement): HTMLElement | null {
  const line = form.closest("li");
  const neighbour = line?.nextElementSibling ?? line?.previousElementSibling;
  const nextDelete = neighbour?.querySelector<HTMLElement>(".cart-delete__button");
  if (nextDelete) return nextDelete;
  // The order summary is its own focus point; the panel's is its heading, inside it.
  const root = form.closest<HTMLElement>("[data-cart-root]");
  return root?.matches("[data-cart-focus]") ? root : (root?.querySelector<HTMLElement>("[data-cart-focus]") ?? null);
}

/**
 * Removes a line. With JavaScript the shopper confirms first;
 * without it the form removes the line straight away.
 */
export function DeleteLineButton({ line, redirectTo }: { line: CartLine; redirectTo: string }) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const confirm = () => {
    // The line, and the button that opened the question, are about to go: keep focus in the cart.
    const landing = formRef.current ? focusAfterRemoving(formRef.current) : null;
    setConfirming(false);
    void removeLine(line, redirectTo);
    requestAnimationFrame(() => landing?.focus());
  };

  return (
    <>
      <CartForm
        ref={formRef}
        intent="remove"
        redirectTo={redirectTo}
        fields={{ lineId: line.id }}
        onSend={() => setConfirming(true)}
        className="cart-delete"
      >
        <button type="submit" className="cart-delete__button" aria-label={`Delete ${cartLineTitle(line)}`}>
          Delete
        </button>
      </CartForm>
      <Dialog open={confirming} onClose={() => setConfirming(false)} labelledBy={headingId} className="cart-confirm">
        <h2 id={headingId} className="cart-confirm__question">
          {CART_COPY.deleteQuestion}
        </h2>
        <div className="cart-confirm__actions">
          <button type="button" className="button cart-button--primary" onClick={confirm}>
            {CART_COPY.deleteYes}
          </button>
          <button type="button" className="button cart-button--secondary" onClick={() => setConfirming(false)}>
            {CART_COPY.deleteNo}
          </button>
        </div>
      </Dialog>
    </>
  );
}
