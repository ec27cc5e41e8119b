import { useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Icon } from "./Icon";
import {
  currentToastHost,
  currentToasts,
  dismissToast,
  serverToastHost,
  serverToasts,
  subscribeToToasts,
} from "./toast-store";

export { showToast } from "./toast-store";

/** One live region, always in the page, so screen readers announce each message once. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts);
  const host = useSyncExternalStore(subscribeToToasts, currentToastHost, serverToastHost);
  const region = (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast">
          <Icon name="check" className="toast__icon" />
          <div className="toast__text">
            <p className="toast__message">{toast.message}</p>
            {toast.detail ? <p className="toast__detail">{toast.detail}</p> : null}
          </div>
          <button type="button" className="toast__dismiss" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
  return host ? createPortal(region, host) : region;
}
