import { useLocation } from "react-router";
import type { FormType } from "@bedsmade/form-rules";
import { FORM_TYPE_FIELD, HONEYPOT_FIELD, RETURN_TO_FIELD } from "./protocol";

/**
 * The hidden parts every form on /api/forms sends: which form it is, where a script-less visitor
 * returns to, and the honeypot that people never see or reach.
 */
export function FormPlumbing({ formType, returnTo }: { formType: FormType; returnTo?: string }) {
  const location = useLocation();
  return (
    <>
      <input type="hidden" name={FORM_TYPE_FIELD} value={formType} />
      <input type="hidden" name={RETURN_TO_FIELD} value={returnTo ?? `${location.pathname}${location.search}`} />
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
