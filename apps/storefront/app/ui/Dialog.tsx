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
 * A modal on the native <dialog> element opened with showModal(): the browser traps focus and makes
 * the page behind inert. Focus starts on the element marked `data-autofocus`, if any, returns to
 * whatever opened it, and page scrolling is locked while it is open.
 *
 * Escape, the close button and a click on the backdrop ask `onClose`, and the dialog closes when
 * `open` turns false: the browser hides a dialog at once but says so a task later (its `close`
 * event), and a tap or key in between found a page whose state still called it open, or, the dialog
 * opened again by then, closed it.
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
    // showModal() focuses the first control; a dialog can name a safer start (e.g. "No, return").
    // React's autoFocus runs before the dialog opens, and showModal() would then move focus away.
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    const unlock = lockBodyScroll();
    const releaseToasts = toastHostRef.current ? hostToasts(toastHostRef.current) : () => undefined;
    // A dialog closed and opened again at once (Escape, then Enter straight away) hears the first close
    // a task later, while it is open again: that one is stale, and must not close it.
    const handleClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Escape asks first; a browser that closes the dialog anyway (a second Escape with no tap between) says so after.
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
    // Keyboard users close a dialog with Escape (native) or its close button; the click is for the backdrop.
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
