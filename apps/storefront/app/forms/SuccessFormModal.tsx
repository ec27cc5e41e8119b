import { useId } from "react";
import { Dialog } from "../ui/Dialog";

export const SUCCESS_HEADING = "Thank you";
export const SUCCESS_TEXT = "We'll be in touch with you shortly";

type SuccessFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** Where focus goes afterwards when the form's send button, disabled again for the emptied form, cannot take it. */
  returnFocus?: () => HTMLElement | null;
};

/** Shown after any form on the site is sent. */
export function SuccessFormModal({ open, onClose, returnFocus }: SuccessFormModalProps) {
  const headingId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="success-modal" returnFocus={returnFocus}>
      <h2 id={headingId}>{SUCCESS_HEADING}</h2>
      <p>{SUCCESS_TEXT}</p>
      <form method="dialog">
        <button type="submit" className="button surface-primary-blue">
          Close
        </button>
      </form>
    </Dialog>
  );
}
