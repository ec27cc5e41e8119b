/**
 * Shown by CSS only if the app is still not interactive after 2 s, and never over the first paint:
 * docs/browser.md, "The loading screen".
 */
export function AppLoadingOverlay() {
  return (
    <>
      <noscript>
        <style>{".app-loading{display:none}"}</style>
      </noscript>
      <div className="app-loading" aria-hidden="true">
        <svg className="app-loading__logo" viewBox="0 0 64 64" width="64" height="64">
          <rect x="8" y="14" width="48" height="8" rx="4" />
          <rect x="8" y="28" width="48" height="8" rx="4" />
          <rect x="8" y="42" width="48" height="8" rx="4" />
        </svg>
      </div>
    </>
  );
}
