import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSubmit } from "react-router";

/** SPEC §4 and §9: step 3's Next, with a depth chosen, goes on after 0.1 s. */
const STEP_3_REDIRECT_MS = 100;

/**
 * Step 3's Add with script: the form is sent 0.1 s after the click, and only once however often the
 * shopper clicks meanwhile. Back (a GET) goes at once. Without script the form posts as it is.
 */
export function useDelayedAdd(): { pending: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void } {
  const submit = useSubmit();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("formmethod") === "get") return;
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const form = new FormData(event.currentTarget);
    timer.current = setTimeout(() => void submit(form, { method: "post", action: "/buy" }), STEP_3_REDIRECT_MS);
  }

  return { pending, onSubmit };
}
