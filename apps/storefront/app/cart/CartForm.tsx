import type { FormEvent, ReactNode, Ref } from "react";
import type { CartIntent } from "../commerce/cart/cart-form";
import { CART_ENDPOINT, sendCartChange } from "./cart-store";

type CartFormProps = {
  intent: CartIntent["intent"];
  /** Where a script-less post lands afterwards (the endpoint answers it with a 303). */
  redirectTo: string;
  /** Hidden fields besides the intent, e.g. the line id. */
  fields?: Record<string, string>;
  /** With JavaScript: what to do with the form's data instead of leaving the page. Defaults to sending it. */
  onSend?: (form: FormData) => void;
  id?: string;
  className?: string;
  ref?: Ref<HTMLFormElement>;
  children?: ReactNode;
};

/**
 * A real form posting to the cart endpoint, so every cart control works without JavaScript. Once
 * scripts run, the same form is sent in the background and the page stays where it is.
 */
export function CartForm({ intent, redirectTo, fields = {}, onSend, children, ...attributes }: CartFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
    const form = new FormData(event.currentTarget, submitter);
    if (onSend) onSend(form);
    else void sendCartChange(form);
  };

  return (
    <form method="post" action={CART_ENDPOINT} onSubmit={handleSubmit} {...attributes}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
