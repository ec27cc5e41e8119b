import { Form } from "react-router";
import { buySearchParams, type BuyState } from "./buy-state";

/** The shop is down or slow: say so calmly and offer to load the same step, with the same choices, again. */
export function ShopUnavailable({ message, state }: { message: string; state: BuyState }) {
  const params = [...buySearchParams(state).entries()];
  return (
    <div className="buy-problem" role="status">
      <p className="buy-problem__message">{message}</p>
      <Form method="get" action="/buy">
        {params.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button button--primary">
          Try again
        </button>
      </Form>
    </div>
  );
}
