import { useEffect, useRef, type ReactNode } from "react";
import { lockBodyScroll } from "./body-scroll-lock";
import { Icon } from "./Icon";
import { hostToasts } from "./toast-store";

export type DialogVariant = "modal" | "sheet" | "fullscreen";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's heading, which names it for screen readers. */
  labelledBy: string;
  variant?: DialogVariant;
  className?: string;
  /** Shown on the close button for screen readers. */
  closeLabel?: string;
  /** Hide the built-in close button when the content brings its own. */
  hideCloseButton?: boolean;
  id?: string;
  /** Where focus goes on closing when the control that opened the dialog cannot take it back (gone or disabled). */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
};

/**
 * A modal on the native <dialog> (showModal(): the browser traps focus and makes the page inert). It
 * closes only when `open` turns false: docs/browser.md, "Dialogs".
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  variant = "modal",
  className,
  closeLabel = "Close",
  hideCloseButton = false,
  id,
  returnFocus,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toastHostRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // A safer start than the first control (e.g. "No, return"); React's autoFocus would run before showModal().
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    const unlock = lockBodyScroll();
    const releaseToasts = toastHostRef.current ? hostToasts(toastHostRef.current) : () => undefined;
    // A close event heard while the dialog is open again (Escape, then Enter at once) is stale.
    const handleClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // A browser may close it anyway (a second Escape with no tap between) and say so after.
    dialog.addEventListener("cancel", handleCancel);
    dialog.addEventListener("close", handleClose);
    return () => {
      dialog.removeEventListener("cancel", handleCancel);
      dialog.removeEventListener("close", handleClose);
      if (dialog.open) dialog.close();
      releaseToasts();
      unlock();
      if (opener?.isConnected) opener.focus();
      if (!opener || document.activeElement !== opener) returnFocusRef.current?.()?.focus();
    };
  }, [open]);

  return (
    // Keyboard users have Escape and the close button; the click is the backdrop's.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={labelledBy}
      className={["dialog", `dialog--${variant}`, className].filter(Boolean).join(" ")}
      // A click on the backdrop lands on the dialog element itself, outside its content box.
      onClick={(event) => {
        if (event.target === event.currentTarget && variant !== "fullscreen") onClose();
      }}
    >
      <div className="dialog__body">
        {hideCloseButton ? null : (
          <button type="button" className="icon-button dialog__close" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        )}
        {children}
        {/* The page's one toaster moves in here while this dialog is open (ui/toast-store.ts). */}
        <div ref={toastHostRef} />
      </div>
    </dialog>
  );
}
