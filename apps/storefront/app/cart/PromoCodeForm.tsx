import { useId, useState } from "react";
import { PROMO_CODE_MAX_LENGTH } from "../commerce/cart/cart-model";
import type { DiscountCode } from "../commerce/types";
import { CartForm } from "./CartForm";
import { sendCartChange } from "./cart-store";

/** Apply a promo code and list the applied ones, each with its own remove form. */
export function PromoCodeForm({ codes, redirectTo }: { codes: DiscountCode[]; redirectTo: string }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [sending, setSending] = useState(false);
  const applied = codes.filter((discount) => discount.applicable);

  const apply = (form: FormData) => {
    setSending(true);
    void sendCartChange(form).then((result) => {
      setSending(false);
      if (result.accepted) setCode("");
    });
  };

  return (
    <div className="cart-promo">
      <CartForm intent="apply-code" redirectTo={redirectTo} onSend={apply} className="cart-promo__form">
        <label htmlFor={id} className="cart-promo__label">
          Promo code
        </label>
        <div className="cart-promo__row">
          <input
            id={id}
            name="code"
            className="cart-promo__input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={PROMO_CODE_MAX_LENGTH}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <button type="submit" className="button cart-button--secondary" disabled={sending}>
            Apply
          </button>
        </div>
      </CartForm>
      {applied.length > 0 ? (
        <ul className="cart-promo__codes" aria-label="Applied promo codes">
          {applied.map((discount) => (
            <li key={discount.code} className="cart-promo__code">
              <span>{discount.code}</span>
              <CartForm intent="remove-code" redirectTo={redirectTo} fields={{ code: discount.code }}>
                <button type="submit" className="cart-promo__remove" aria-label={`Remove promo code ${discount.code}`}>
                  Remove
                </button>
              </CartForm>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
