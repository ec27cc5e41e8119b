import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { FormType } from "@bedsmade/form-rules";
import { useHydrated } from "../ui/useMediaQuery";
import { FORM_TYPE_FIELD, HONEYPOT_FIELD, RETURN_TO_FIELD, SHOWN_FOR_FIELD } from "./protocol";

/**
 * SHOWN_FOR_FIELD, written by a listener on the form, which runs before React Router's on the root
 * reads the fields. When its clock starts: docs/content.md, "Forms".
 */
function useShownForField() {
  const hydrated = useHydrated();
  const shownSince = useRef<number | null>(hydrated ? null : 0);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = field.current;
    const form = input?.form;
    if (!input || !form) return;
    const since = shownSince.current ?? performance.now();
    const stamp = () => {
      input.value = String(Math.round(performance.now() - since));
    };
    form.addEventListener("submit", stamp);
    return () => form.removeEventListener("submit", stamp);
  }, []);
  return field;
}

/** The hidden fields every form on /api/forms sends, and the honeypot people never see or reach. */
export function FormPlumbing({ formType, returnTo }: { formType: FormType; returnTo?: string }) {
  const location = useLocation();
  const shownFor = useShownForField();
  return (
    <>
      <input type="hidden" name={FORM_TYPE_FIELD} value={formType} />
      <input type="hidden" name={RETURN_TO_FIELD} value={returnTo ?? `${location.pathname}${location.search}`} />
      <input type="hidden" name={SHOWN_FOR_FIELD} ref={shownFor} defaultValue="" />
      <div className="form-trap" aria-hidden="true">
        <label>
          Company
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/** A send failure (the content service down, too many sends): said plainly, next to the button. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p className="form-failure" role="alert">
      {message}
    </p>
  ) : null;
}
