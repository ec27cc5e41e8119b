import { useId, useState } from "react";
import type { CartLine } from "../commerce/types";
import { CartForm } from "./CartForm";
import { setLinePackaging } from "./line-edits";

/**
 * Premium packaging for one line (on by default), kept by the shop as a visible line
 * attribute. The box shows the shopper's choice until the shop's answer replaces it.
 */
export function PackagingToggle({ line, redirectTo }: { line: CartLine; redirectTo: string }) {
  const id = useId();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [confirmed, setConfirmed] = useState(line.premiumPackaging);
  if (confirmed !== line.premiumPackaging) {
    setConfirmed(line.premiumPackaging);
    setChoice(null);
  }
  const checked = choice ?? line.premiumPackaging;

  const change = (next: boolean) => {
    setChoice(next);
    void setLinePackaging(line, next, redirectTo).finally(() => setChoice(null));
  };

  return (
    <CartForm
      intent="set-packaging"
      redirectTo={redirectTo}
      // Without JavaScript an unticked box sends nothing, so a hidden "false" goes first and a ticked box overrides it.
      fields={{ lineId: line.id, premiumPackaging: "false" }}
      onSend={() => change(checked)}
      className="cart-packaging"
    >
      <input
        id={id}
        type="checkbox"
        name="premiumPackaging"
        value="true"
        checked={checked}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      <label htmlFor={id}>Premium packaging</label>
      <button type="submit" className="cart-packaging__save cart-without-script">
        Save
      </button>
    </CartForm>
  );
}
