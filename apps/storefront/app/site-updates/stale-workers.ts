/**
 * The old shop's service workers may still answer a returning visitor with old pages. This storefront
 * registers none, so any found is stale: docs/browser.md, "Old service workers".
 */

type WorkerRegistration = { unregister(): Promise<boolean> };
export type StaleWorkerScope = {
  serviceWorker?: { getRegistrations(): Promise<readonly WorkerRegistration[]> };
  caches?: { keys(): Promise<string[]>; delete(name: string): Promise<boolean> };
};

/** Unregisters every worker and deletes every cache this origin holds; a browser without either is skipped. */
export async function removeStaleWorkers(scope: StaleWorkerScope): Promise<void> {
  const registrations = (await scope.serviceWorker?.getRegistrations()) ?? [];
  const cacheNames = (await scope.caches?.keys()) ?? [];
  await Promise.all([
    ...registrations.map((registration) => registration.unregister()),
    ...cacheNames.map((name) => scope.caches?.delete(name)),
  ]);
}

let scheduled = false;

/** Schedules the clean-up once per document, in an idle moment (a timeout where idle callbacks are missing). */
export function scheduleStaleWorkerRemoval(): void {
  if (scheduled) return;
  scheduled = true;
  const run = () => {
    removeStaleWorkers({ serviceWorker: navigator.serviceWorker, caches: window.caches }).catch((error: unknown) => {
      console.warn("Could not remove an old service worker or cache:", error);
    });
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}
