/** The success toasts. A module store, not a context: any feature shows one without a provider. */

export type Toast = { id: number; message: string; detail: string | null };
export type ToastOptions = {
  detail?: string | null;
  /** How long it stays, in ms (2000 for removals and quantity, 3000 for additions). */
  durationMs?: number;
  /** Wait before showing it, in ms ("Item added to cart!" appears after 1 s). */
  delayMs?: number;
};

const DEFAULT_DURATION_MS = 2000;
// The server's list until the first toast, so hydration finds nothing changed.
const NO_TOASTS: Toast[] = [];
let toasts: Toast[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Shows a toast and returns a function that cancels it (before or while it shows). */
export function showToast(message: string, options: ToastOptions = {}): () => void {
  const id = nextId++;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const showTimer = setTimeout(() => {
    publish([...toasts, { id, message, detail: options.detail ?? null }]);
    hideTimer = setTimeout(() => dismissToast(id), options.durationMs ?? DEFAULT_DURATION_MS);
  }, options.delayMs ?? 0);
  return () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    dismissToast(id);
  };
}

/** Open modals, latest last: the toaster moves into the topmost, as a modal makes the page behind inert. */
let hosts: HTMLElement[] = [];

/** Makes an open modal the toaster's home; the returned function gives it back. */
export function hostToasts(dialog: HTMLElement): () => void {
  hosts = [...hosts, dialog];
  for (const listener of listeners) listener();
  return () => {
    hosts = hosts.filter((host) => host !== dialog);
    for (const listener of listeners) listener();
  };
}

export function currentToastHost(): HTMLElement | null {
  return hosts.at(-1) ?? null;
}

export function serverToastHost(): null {
  return null;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): Toast[] {
  return toasts;
}

export function serverToasts(): Toast[] {
  return NO_TOASTS;
}
