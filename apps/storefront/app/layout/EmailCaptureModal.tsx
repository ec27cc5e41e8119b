import type { SoldOutSet } from "@bedsmade/form-rules";
import { useId, useState } from "react";
import type { EmailCaptureContent } from "../content/types";
import { EmailCaptureForm } from "../forms/EmailCaptureForm";
import { Dialog } from "../ui/Dialog";
import { surfaceClass } from "../ui/surface";
import { SuccessFormModal } from "../forms/SuccessFormModal";

export type EmailCaptureSource = "subscribe" | "sold-out";

type EmailCaptureModalProps = {
  open: boolean;
  onClose: () => void;
  content: EmailCaptureContent;
  source: EmailCaptureSource;
  /** The element id, so a script-less link can target it (`#subscribe-modal`). */
  id?: string;
  /** The sold-out modal's set, sent with the address. */
  set?: SoldOutSet;
};

/** The subscribe and sold-out modals; the success modal takes its place once the address is sent. */
export function EmailCaptureModal({ open, onClose, content, source, id, set }: EmailCaptureModalProps) {
  const headingId = useId();
  const [sent, setSent] = useState(false);

  function close() {
    setSent(false);
    onClose();
  }

  return (
    <>
      <Dialog
        open={open && !sent}
        onClose={() => {
          if (!sent) close();
        }}
        labelledBy={headingId}
        id={id}
        className={`email-capture ${surfaceClass(content.backgroundColour)}`}
      >
        <h2 id={headingId}>{content.heading}</h2>
        {content.subHeading ? <p className="email-capture__text">{content.subHeading}</p> : null}
        <EmailCaptureForm
          formType={source}
          placeholder={content.placeholder}
          buttonText={content.buttonText}
          set={set}
          onSent={() => setSent(true)}
        />
      </Dialog>
      <SuccessFormModal open={open && sent} onClose={close} />
    </>
  );
}
