import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False in server HTML and during hydration, true afterwards: script-less markup first, enhanced after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
