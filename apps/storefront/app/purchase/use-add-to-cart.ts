import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { sendCartChange } from "../cart/cart-store";
import type { CartNotice } from "../commerce/types";
import { showToast } from "../ui/Toast";
import { buyHref, CHECKOUT_STEP, type BuyState } from "./buy-state";

/** "Item added to cart!" appears after 1 s and hides after 3 s. */
const ADDED_MESSAGE = "Item added to cart!";
const ADDED_DELAY_MS = 1000;
const ADDED_DURATION_MS = 3000;
/** Step 3's Next, with a depth chosen, goes on after 0.1 s. */
const STEP_3_DELAY_MS = 100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Step 3's Add with scripts, through the cart endpoint like any cart change: docs/browser.md, "Adding to the cart". */
export function useAddToCart(state: BuyState) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useState<CartNotice | null>(null);
  // A second click before the first add is answered must not send another: state would be a render late.
  const sending = useRef(false);

  async function add(form: FormData) {
    sending.current = true;
    setAdding(true);
    setRefusal(null);
    await wait(STEP_3_DELAY_MS);
    const result = await sendCartChange(form);
    sending.current = false;
    setAdding(false);
    if (!result.accepted) {
      setRefusal(result.notice);
      return;
    }
    showToast(ADDED_MESSAGE, { delayMs: ADDED_DELAY_MS, durationMs: ADDED_DURATION_MS });
    await navigate(buyHref({ ...state, step: CHECKOUT_STEP, missing: null }));
  }

  return {
    adding,
    refusals: refusal ? [refusal] : [],
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
      // Back is a plain GET to the previous step: React Router's form takes it.
      if (submitter?.getAttribute("formmethod") === "get") return;
      event.preventDefault();
      if (!sending.current) void add(new FormData(event.currentTarget, submitter));
    },
  };
}
